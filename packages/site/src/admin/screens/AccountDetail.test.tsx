import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountView, AdminEndpoint, RoundsData } from '@ky-wallet/protocol';
import type * as Api from '../api.ts';
import { I18nProvider, makeI18n } from '../i18n/i18n.tsx';
import zhTW from '../i18n/locales/zh-TW/admin.json';
import { LEDGER, ROUNDS, account, accountList, auditLog, staff } from '../story-fixtures.ts';
import { AccountDetail } from './AccountDetail.tsx';
import { onSessionLost } from '../api.ts';

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

/** What the screen sent, by endpoint. */
const sent: { endpoint: AdminEndpoint; options: unknown }[] = [];

/** How the server refuses a call, by endpoint: a code and its message. */
const refusals: Partial<Record<AdminEndpoint, [code: string, message: string]>> = {};

// The screen's server: the story fixtures, by endpoint.
vi.mock('../api.ts', async (original) => {
  const api = await original<typeof Api>();
  return {
    ...api,
    adminApi: (endpoint: AdminEndpoint, _schema: unknown, options: unknown) => {
      sent.push({ endpoint, options });
      const refusal = refusals[endpoint];
      if (refusal) return Promise.reject(new api.AdminApiError(...refusal));
      return Promise.resolve(endpoint === 'setPassword' ? {} : answers[endpoint]);
    },
  };
});

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

  it('says yes or no, translated, for each setting of the account', async () => {
    await table('遊戲局');
    const answer = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(answer(zhTW['account.autoLogin'])).toBe(zhTW['account.yes']);
    expect(answer(zhTW['account.totpRequired'])).toBe(zhTW['account.no']);
    expect(answer(zhTW['account.totpEnabled'])).toBe(zhTW['account.no']);
  });

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

  it('offers only the changes the server allows: none on a user to its account manager, no lock on one’s own account', async () => {
    const actions = async (me: ReturnType<typeof staff>, target: { id: number; role: AccountView['role'] }) => {
      answers.getAccount = account(target);
      render(
        <I18nProvider value={makeI18n('zh-tw', zhTW)}>
          <AccountDetail me={me} id={target.id} />
        </I18nProvider>,
      );
      await screen.findByRole('heading', { level: 1 });
      const names = screen.queryAllByRole('button').map((button) => button.textContent);
      cleanup();
      return ['編輯', '鎖定', '設定密碼'].filter((name) => names.includes(name));
    };
    try {
      expect(await actions(staff('account_manager'), { id: 7, role: 'user' })).toEqual([]);
      expect(await actions(staff('account_manager'), { id: 8, role: 'player' })).toEqual(['編輯', '鎖定', '設定密碼']);
      expect(await actions(staff('operator'), { id: 9, role: 'operator' })).toEqual([]);
      expect(await actions(staff('admin'), { id: 1, role: 'admin' })).toEqual(['編輯', '設定密碼']);
    } finally {
      answers.getAccount = account();
    }
  });

  it('asks for the current password to set one’s own, and sends it; not for someone else’s', async () => {
    const user = userEvent.setup();
    const passwordDialog = async (me: ReturnType<typeof staff>, id: number) => {
      render(
        <I18nProvider value={makeI18n('zh-tw', zhTW)}>
          <AccountDetail me={me} id={id} />
        </I18nProvider>,
      );
      await user.click(await screen.findByRole('button', { name: '設定密碼' }));
      return screen.findByRole('dialog', { name: '設定密碼' });
    };
    answers.getAccount = account({ id: 3, account_name: 'op-own', role: 'operator' });
    const own = await passwordDialog(staff('operator'), 3);
    await user.type(within(own).getByLabelText('您目前的密碼'), 'old-password-1');
    await user.type(within(own).getByLabelText('密碼'), 'new-password-1');
    const lost = vi.fn();
    const stop = onSessionLost(lost);
    await user.click(within(own).getByRole('button', { name: '設定密碼' }));
    await waitFor(() => expect(sent.some((call) => call.endpoint === 'setPassword')).toBe(true));
    // One's own new password ended this session too: the back office goes to its sign-in.
    await waitFor(() => expect(lost).toHaveBeenCalledWith('unauthorized'));
    stop();
    expect(sent.find((call) => call.endpoint === 'setPassword')?.options).toEqual({
      params: { id: 3 },
      body: { password: 'new-password-1', current_password: 'old-password-1' },
    });
    cleanup();

    answers.getAccount = account();
    const other = await passwordDialog(staff('admin'), 101);
    expect(within(other).queryByLabelText('您目前的密碼')).toBeNull();
  });

  it('ties a wrong current password to its field, and moves focus there', async () => {
    const user = userEvent.setup();
    answers.getAccount = account({ id: 3, account_name: 'op-own', role: 'operator' });
    refusals.setPassword = ['current_password_wrong', 'enter your current password to set a new one'];
    try {
      render(
        <I18nProvider value={makeI18n('zh-tw', zhTW)}>
          <AccountDetail me={staff('operator')} id={3} />
        </I18nProvider>,
      );
      await user.click(await screen.findByRole('button', { name: '設定密碼' }));
      const dialog = await screen.findByRole('dialog', { name: '設定密碼' });
      const current = within(dialog).getByLabelText('您目前的密碼');
      await user.type(current, 'not-my-password');
      await user.type(within(dialog).getByLabelText('密碼'), 'new-password-1');
      await user.click(within(dialog).getByRole('button', { name: '設定密碼' }));
      await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
      const described = (current.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain(zhTW['error.current_password_wrong']);
      expect(document.activeElement).toBe(current);
      expect(within(dialog).getByLabelText('密碼').getAttribute('aria-invalid')).toBeNull();
    } finally {
      delete refusals.setPassword;
      answers.getAccount = account();
    }
  });
});
