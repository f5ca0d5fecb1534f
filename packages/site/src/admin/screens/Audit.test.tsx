import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditData, AuditRow } from '@ky-wallet/protocol';
import { I18nProvider, makeI18n } from '../i18n/i18n.tsx';
import deCH from '../i18n/locales/de-CH/admin.json';
import en from '../i18n/locales/en/admin.json';
import zhCN from '../i18n/locales/zh-CN/admin.json';
import zhTW from '../i18n/locales/zh-TW/admin.json';
import { AuditTable } from './Audit.tsx';

/** Every action the server records (packages/server/src/services/*.ts, `action: '…'`). */
const ACTIONS = [
  'account.create',
  'account.update',
  'account.lock',
  'account.unlock',
  'account.password',
  'account.totp_reset',
  'account.login_link',
  'player.login_link_used',
  'staff.login',
  'staff.login_failed',
  'staff.totp_failed',
  'staff.logout',
  'staff.totp_setup',
  'staff.totp_enabled',
  'contact.handled',
];

const AT = Date.UTC(2025, 4, 20, 10, 30);

function row(overrides: Partial<AuditRow>): AuditRow {
  return {
    id: 1,
    at: AT,
    actor_id: 1,
    actor_name: 'admin',
    action: 'account.update',
    target_type: 'account',
    target_id: '8',
    before: null,
    after: null,
    address: '203.0.113.7',
    ...overrides,
  };
}

const LOCALES = { en: ['en', en], 'zh-TW': ['zh-tw', zhTW], 'zh-CN': ['zh-cn', zhCN], 'de-CH': ['de-ch', deCH] } as const;

/** The table's rows as { action, target, changes, actor } cell texts. */
function renderRows(rows: AuditRow[], tag: keyof typeof LOCALES = 'zh-TW') {
  const [locale, messages] = LOCALES[tag];
  const data: AuditData = { rows: rows.map((r, index) => ({ ...r, id: index + 1 })), total: rows.length };
  render(
    <I18nProvider value={makeI18n(locale, messages)}>
      <AuditTable data={data} caption="audit" />
    </I18nProvider>,
  );
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => {
      const [, actor, action, target, changes] = within(tr)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      return { actor, action, target, changes };
    });
}

describe('AuditTable', () => {
  afterEach(() => cleanup());

  it.each(Object.keys(LOCALES).filter((tag) => tag !== 'en') as (keyof typeof LOCALES)[])(
    'in %s shows every action the server records as a translated phrase, not its code',
    (tag) => {
      const cells = renderRows(ACTIONS.map((action) => row({ action })), tag);
      cells.forEach(({ action }, index) => {
        expect(action).not.toBe(ACTIONS[index]);
        expect(action).not.toMatch(/[._]/);
        if (tag !== 'de-CH') expect(action, ACTIONS[index]).not.toMatch(/[a-z]/i);
      });
      // Each action reads differently.
      expect(new Set(cells.map(({ action }) => action)).size).toBe(ACTIONS.length);
    },
  );

  it('shows an action it does not know as its code', () => {
    expect(renderRows([row({ action: 'wallet.something_new' })])[0]?.action).toBe('wallet.something_new');
  });

  it('names the target as a translated "Account #8" or "Staff account #2", with the account name when the row has it', () => {
    const cells = renderRows([
      row({ action: 'account.lock', target_id: '8' }),
      row({ action: 'staff.login_failed', actor_id: null, actor_name: 'op-north', target_type: 'staff', target_id: '2' }),
      row({ action: 'staff.login_failed', actor_id: null, actor_name: '(unknown name)', target_type: 'staff', target_id: null }),
      row({ action: 'account.create', target_id: '9', after: { id: 9, name: 'player-bo', role: 'player' } }),
      row({ action: 'staff.login', actor_id: 3, actor_name: 'op-north', target_id: '3' }),
      row({ action: 'contact.handled', target_type: 'contact', target_id: 'c-1' }),
      row({ action: 'future.thing', target_type: 'gadget', target_id: '4' }),
    ]);
    expect(cells.map(({ target }) => target)).toEqual([
      '帳號 #8',
      '員工帳號 #2',
      '員工帳號',
      '帳號 #9（player-bo）',
      '帳號 #3（op-north）',
      '聯絡訊息 #c-1',
      'gadget #4',
    ]);
  });

  it('translates the names the server records for no one', () => {
    const cells = renderRows([
      row({ action: 'staff.login_failed', actor_id: null, actor_name: '(unknown name)', target_type: 'staff', target_id: null }),
      row({ action: 'account.create', actor_id: null, actor_name: 'system', target_id: '1', after: { name: 'admin', role: 'admin' } }),
      // A staff account that is called "system" and failed to sign in keeps its name.
      row({ action: 'staff.login_failed', actor_id: null, actor_name: 'system', target_type: 'staff', target_id: '7' }),
    ]);
    expect(cells.map(({ actor }) => actor)).toEqual(['（不明帳號名稱）', '系統', 'system']);
  });

  it('labels changed fields as the account form does and translates the values it knows', () => {
    const cells = renderRows([
      row({ action: 'account.lock', before: { state: 'active' }, after: { state: 'locked' } }),
      row({ action: 'account.password', before: { password: 'set' }, after: { password: 'changed' } }),
      row({
        before: { real_name: 'Anna', role: 'user', auto_login: 0, totp_required: 1, operator: 3, account_manager: null, memo: '' },
        after: { real_name: 'Anna K.', role: 'account_manager', auto_login: 1, totp_required: 0, operator: 6, account_manager: 4, memo: 'VIP' },
      }),
      row({ action: 'account.totp_reset', before: { totp_enabled: true }, after: { totp_enabled: false } }),
      row({ action: 'contact.handled', target_type: 'contact', target_id: 'c-1', before: { handled: false }, after: { handled: true } }),
      row({ before: { state: 'frozen', colour: 'red' }, after: { state: 'thawed', colour: 'blue' } }),
    ]);
    expect(cells.map(({ changes }) => changes)).toEqual([
      '狀態：啟用 → 已鎖定',
      '密碼：已設定 → 已變更',
      '姓名："Anna" → "Anna K."; 角色：使用者 → 客戶經理; 允許自動登入：否 → 是; 必須使用兩步驟登入：是 → 否; 營運商：#3 → #6; 客戶經理：無 → #4; 備註："" → "VIP"',
      '已設定兩步驟登入：是 → 否',
      '已處理：否 → 是',
      // Unknown values and fields show as they are.
      '狀態："frozen" → "thawed"; colour："red" → "blue"',
    ]);
  });

  it('shows a new account as its fields, leaving out the empty ones', () => {
    const cells = renderRows([
      row({
        action: 'account.create',
        target_id: '9',
        after: { id: 9, name: 'player-bo', real_name: '陳博', role: 'player', state: 'active', operator: null, auto_login: 1, totp_pending_secret: null, created_at: AT },
      }),
      row({ action: 'account.login_link', after: { expires_at: AT } }),
    ]);
    const date = new Intl.DateTimeFormat('zh-TW', { dateStyle: 'medium', timeStyle: 'medium' }).format(AT);
    expect(cells.map(({ changes }) => changes)).toEqual([
      `ID：9; 帳號名稱："player-bo"; 姓名："陳博"; 角色：玩家; 狀態：啟用; 允許自動登入：是; 建立時間：${date}`,
      `有效期限：${date}`,
    ]);
  });

  it('reads in English too', () => {
    const [cells] = renderRows([row({ action: 'account.lock', before: { state: 'active' }, after: { state: 'locked' } })], 'en');
    expect(cells).toMatchObject({ action: 'Locked an account', target: 'Account #8', changes: 'State: Active → Locked' });
  });
});
