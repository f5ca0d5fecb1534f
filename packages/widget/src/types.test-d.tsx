import { describe, expectTypeOf, it } from 'vitest';
import type {
  ErrorCode,
  HistoryData,
  RoundData,
  KyAgeEvent,
  KyDepositDetail,
  KyDepositEvent,
  KyWalletElement,
  ResolvedWalletConfig,
  WalletConfig,
  WalletError,
  WalletSession,
} from './index';
import { KyWallet, useWalletSession } from './react';

/*
 * The public types as a consumer's TypeScript sees them. Checked by `vitest` (typecheck) and by
 * `tsc -p tsconfig.json`; nothing here runs.
 */
declare const el: KyWalletElement;

describe('public types', () => {
  it('maps the tag name to the element class', () => {
    expectTypeOf(document.createElement('ky-wallet')).toEqualTypeOf<KyWalletElement>();
    expectTypeOf(document.querySelector('ky-wallet')).toEqualTypeOf<KyWalletElement | null>();
  });

  it('types every event, on the element and on document', () => {
    el.addEventListener('ky-deposit', (event) => {
      expectTypeOf(event).toEqualTypeOf<KyDepositEvent>();
      expectTypeOf(event.detail.balance).toBeNumber();
      expectTypeOf(event.detail).toEqualTypeOf<KyDepositDetail>();
    });
    el.addEventListener('ky-login', (event) => expectTypeOf(event.detail.name).toBeString());
    el.addEventListener('ky-balance', (event) => expectTypeOf(event.detail.currency).toBeString());
    el.addEventListener('ky-error', (event) => expectTypeOf(event.detail.code).toEqualTypeOf<ErrorCode>());
    el.addEventListener('ky-age', (event) => expectTypeOf(event.detail.confirmed).toBeBoolean());
    el.addEventListener('ky-logout', (event) => expectTypeOf(event).toExtend<CustomEvent>());
    el.addEventListener('ky-ready', (event) => expectTypeOf(event).toExtend<CustomEvent>());
    document.addEventListener('ky-age', (event) => expectTypeOf(event).toEqualTypeOf<KyAgeEvent>());
  });

  it('types the configuration', () => {
    expectTypeOf(el.config).toEqualTypeOf<ResolvedWalletConfig>();
    el.config = { locale: 'de-CH', theme: 'auto', depositAmounts: [20, 50], ageGate: true, ageGateDays: 7 };
    // @ts-expect-error a theme that does not exist
    el.config = { theme: 'neon' } satisfies WalletConfig;
    expectTypeOf(el.locale).toEqualTypeOf<'en' | 'zh-TW' | 'zh-CN' | 'de-CH'>();
    el.locale = 'de-AT';
    expectTypeOf(el.depositAmounts).toEqualTypeOf<readonly number[]>();
  });

  it('types the methods', () => {
    expectTypeOf(el.openLogin).returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf(el.logout).returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf(el.refreshBalance).returns.toEqualTypeOf<Promise<number>>();
    expectTypeOf(el.deposit).parameters.toEqualTypeOf<[amount: number]>();
    expectTypeOf(el.deposit).returns.toEqualTypeOf<Promise<number>>();
    expectTypeOf(el.history)
      .parameter(0)
      .toEqualTypeOf<{ page?: number; pageSize?: number; game?: string; from?: string; to?: string } | undefined>();
    expectTypeOf(el.history).returns.toEqualTypeOf<Promise<HistoryData>>();
    expectTypeOf(el.round).parameters.toEqualTypeOf<[round: string, game: string]>();
    expectTypeOf(el.round).returns.toEqualTypeOf<Promise<RoundData>>();
    expectTypeOf(el.openDeposit).parameters.toEqualTypeOf<[amount?: number]>();
    expectTypeOf(el.openDeposit).returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf(el.requireLogin).returns.toBeVoid();
    expectTypeOf<WalletError['code']>().toEqualTypeOf<ErrorCode>();
  });

  it('gives a read-only session without the token', () => {
    expectTypeOf(el.session).toEqualTypeOf<WalletSession>();
    expectTypeOf(el.session).toEqualTypeOf<{
      readonly loggedIn: boolean;
      readonly name: string;
      readonly alliance: string;
      readonly currency: string;
      readonly balance: number;
    }>();
    // @ts-expect-error the session is read-only
    el.session = { loggedIn: true, name: 'x', alliance: 'y', currency: 'cny', balance: 1 };
  });

  it('types <ky-wallet> in React 19 JSX', () => {
    void (
      <ky-wallet
        locale="de-CH"
        age-gate
        deposit-amounts="20,50"
        config={{ theme: 'dark' }}
        onky-deposit={(event) => expectTypeOf(event.detail.balance).toBeNumber()}
      />
    );
    // @ts-expect-error the handler must take the event's real detail
    void (<ky-wallet onky-deposit={(event: CustomEvent<{ nope: string }>) => event} />);
  });

  it('types the React component and hook', () => {
    void (
      <KyWallet
        locale="zh-TW"
        theme="dark"
        depositAmounts={[10, 20]}
        onDeposit={(event) => expectTypeOf(event.detail.amount).toBeNumber()}
        onAge={(event) => expectTypeOf(event.detail.confirmed).toBeBoolean()}
      />
    );
    // @ts-expect-error a theme that does not exist
    void (<KyWallet theme="neon" />);
    expectTypeOf(useWalletSession).returns.toEqualTypeOf<WalletSession>();
  });
});
