import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminEndpoint, RoundsData } from '@ky-wallet/protocol';
import type * as Api from '../api.ts';
import { I18nProvider, makeI18n } from '../i18n/i18n.tsx';
import zhTW from '../i18n/locales/zh-TW/admin.json';
import { LEDGER, ROUNDS, account, accountList, auditLog, staff } from '../story-fixtures.ts';
import { AccountDetail } from './AccountDetail.tsx';

const [closed] = ROUNDS.rows;
if (!closed) throw new Error('ROUNDS has no rows');
const rounds: RoundsData = {
  rows: [...ROUNDS.rows, { ...closed, round: 'dice-open', state: 'open' }, { ...closed, round: 'dice-odd', state: 'odd' }],
  total: ROUNDS.total + 2,
};

const answers: Partial<Record<AdminEndpoint, unknown>> = {
  getAccount: account(),
  playerLedger: LEDGER,
  playerRounds: rounds,
  auditLog: auditLog(),
  listAccounts: accountList([]),
};

// The screen's server: the story fixtures, by endpoint.
vi.mock('../api.ts', async (original) => ({
  ...(await original<typeof Api>()),
  adminApi: (endpoint: AdminEndpoint) => Promise.resolve(answers[endpoint]),
}));

describe('AccountDetail in zh-TW', () => {
  afterEach(() => cleanup());

  async function table(name: string) {
    render(
      <I18nProvider value={makeI18n('zh-tw', zhTW)}>
        <AccountDetail me={staff('admin')} id={101} />
      </I18nProvider>,
    );
    return screen.findByRole('region', { name });
  }

  it('shows each game round’s state translated (an unknown one as it is)', async () => {
    const region = await table('遊戲局');
    const states = within(region)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => within(tr).getAllByRole('cell')[3]?.textContent);
    expect(states).toEqual(['已結算', '已退款', '進行中', 'odd']);
  });

  it('shows the account’s audit trail translated', async () => {
    const region = await table('此帳號的稽核紀錄');
    const text = region.textContent ?? '';
    expect(text).toContain('鎖定帳號');
    expect(text).toContain('狀態：啟用 → 已鎖定');
    for (const raw of ['account.lock', 'account.update', 'account.create', 'account #', 'state:', '"active"']) expect(text).not.toContain(raw);
  });
});
