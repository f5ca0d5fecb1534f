import type {
  AccountListData,
  AccountView,
  AuditData,
  ContactsData,
  DashboardData,
  LedgerData,
  LiveEvent,
  RoundsData,
  StaffMe,
  StaffRole,
  StaffSessionData,
  Totals,
} from '@ky-wallet/protocol';

/*
 * The back office's story data (Storybook only; nothing here ships): fixed, so every story shows
 * the same rows and dates. Each value matches the protocol's schema, as the screens check answers.
 */

/** 20 May 2025, 10:30 UTC: "now" in every story. */
export const NOW = Date.UTC(2025, 4, 20, 10, 30);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const STAFF_NAMES: Record<StaffRole, [string, string]> = {
  admin: ['admin', 'Administrator'],
  alliance: ['platform-ky', 'Lin Mei'],
  operator: ['op-north', 'Jonas Meier'],
  account_manager: ['am-lena', 'Lena Graf'],
  user: ['viewer-tom', 'Tom Chen'],
};

/** A staff member of each role, as `me` answers. */
export function staff(role: StaffRole, overrides: Partial<StaffMe> = {}): StaffMe {
  const [accountName, name] = STAFF_NAMES[role];
  return {
    id: { admin: 1, alliance: 2, operator: 3, account_manager: 4, user: 5 }[role],
    account_name: accountName,
    name,
    alliance: 'kygaming',
    role,
    totp_enabled: role === 'admin',
    totp_required: false,
    totp_enrolment_required: false,
    ...overrides,
  };
}

export function session(me: StaffMe): StaffSessionData {
  return { me, csrf_token: 'story-csrf-token', expires_at: NOW + 8 * HOUR };
}

const ref = (id: number, account_name: string) => ({ id, account_name });

export function account(overrides: Partial<AccountView> = {}): AccountView {
  return {
    id: 101,
    account_name: 'player-anna',
    name: 'Anna Keller',
    alliance: 'kygaming',
    role: 'player',
    state: 'active',
    email: 'anna@example.com',
    phone_number: '+41 44 555 01 23',
    memo: 'VIP since March.',
    account_manager: ref(4, 'am-lena'),
    operator: ref(3, 'op-north'),
    auto_login: true,
    totp_required: false,
    totp_enabled: false,
    currency: 'cny',
    balance: 1_234_550,
    created_at: NOW - 60 * DAY,
    ...overrides,
  };
}

const staffAccount = (role: StaffRole, id: number, overrides: Partial<AccountView> = {}): AccountView =>
  account({
    id,
    account_name: STAFF_NAMES[role][0],
    name: STAFF_NAMES[role][1],
    role,
    email: `${STAFF_NAMES[role][0]}@kygaming.example`,
    phone_number: '',
    memo: '',
    account_manager: null,
    operator: null,
    auto_login: false,
    currency: null,
    balance: null,
    created_at: NOW - 200 * DAY,
    ...overrides,
  });

export const OPERATORS: AccountView[] = [
  staffAccount('operator', 3, { totp_required: true, totp_enabled: true }),
  staffAccount('operator', 6, { account_name: 'op-south', name: 'Wang Hao', email: 'op-south@kygaming.example' }),
];
export const MANAGERS: AccountView[] = [staffAccount('account_manager', 4, { operator: ref(3, 'op-north') })];

export const ACCOUNTS: AccountView[] = [
  account(),
  account({ id: 102, account_name: 'player-bo', name: '陳博', email: '', phone_number: '', memo: '', currency: 'usd', balance: 5_000 }),
  account({ id: 103, account_name: 'player-chris', name: 'Chris Ryf', state: 'locked', auto_login: false, balance: 0 }),
  ...OPERATORS,
  ...MANAGERS,
  staffAccount('user', 5, { operator: ref(3, 'op-north') }),
];

export function accountList(rows: AccountView[] = ACCOUNTS, total = rows.length): AccountListData {
  return { rows, total, page: 1, pageSize: 50 };
}

export const LEDGER: LedgerData = {
  rows: [
    { id: 9004, kind: 'win', amount: 4_800, balance_after: 1_234_550, currency: 'cny', game: 'original-dice', round: 'dice-7f3a', created_at: NOW - HOUR },
    { id: 9003, kind: 'bet', amount: -2_000, balance_after: 1_229_750, currency: 'cny', game: 'original-dice', round: 'dice-7f3a', created_at: NOW - HOUR - 5_000 },
    { id: 9002, kind: 'rollback', amount: 1_000, balance_after: 1_231_750, currency: 'cny', game: 'original-mines', round: 'mines-5c1e', created_at: NOW - 2 * HOUR },
    { id: 9001, kind: 'deposit', amount: 1_000_000, balance_after: 1_230_750, currency: 'cny', game: null, round: null, created_at: NOW - DAY },
  ],
  total: 4,
};

export const ROUNDS: RoundsData = {
  rows: [
    {
      game: 'original-dice',
      round: 'dice-7f3a',
      state: 'closed',
      currency: 'cny',
      total_bet: 2_000,
      total_win: 4_800,
      created_at: NOW - HOUR - 5_000,
      updated_at: NOW - HOUR,
      proof: { server_seed_hash: '9f86d081884c7d65', client_seed: 'storybook', nonce: 3 },
    },
    {
      game: 'original-mines',
      round: 'mines-5c1e',
      state: 'rolled_back',
      currency: 'cny',
      total_bet: 1_000,
      total_win: 0,
      created_at: NOW - 2 * HOUR,
      updated_at: NOW - 2 * HOUR,
      proof: {},
    },
  ],
  total: 2,
};

export function auditLog(total = 3): AuditData {
  return {
    rows: [
      {
        id: 3,
        at: NOW - 10 * 60_000,
        actor_id: 1,
        actor_name: 'admin',
        action: 'account.lock',
        target_type: 'account',
        target_id: '103',
        before: { state: 'active' },
        after: { state: 'locked' },
        address: '203.0.113.7',
      },
      {
        id: 2,
        at: NOW - HOUR,
        actor_id: 3,
        actor_name: 'op-north',
        action: 'account.update',
        target_type: 'account',
        target_id: '101',
        before: { memo: '' },
        after: { memo: 'VIP since March.' },
        address: '198.51.100.20',
      },
      {
        id: 1,
        at: NOW - DAY,
        actor_id: null,
        actor_name: 'system',
        action: 'account.create',
        target_type: 'account',
        target_id: '1',
        before: null,
        after: { name: 'admin', role: 'admin' },
        address: '',
      },
    ],
    total,
  };
}

export function contacts(total = 3): ContactsData {
  return {
    rows: [
      {
        id: '3f0c6e1a-4b8e-4c1e-9a57-0d3f5b1c2e01',
        first_name: 'Mia',
        last_name: 'Huber',
        email_address: 'mia.huber@example.ch',
        tele_number: '+41 79 555 12 34',
        message: 'Grüezi! Könnt ihr mir sagen, wie ich meine Einzahlungslimite anpasse?',
        agree_promotion: true,
        created_at: NOW - 3 * HOUR,
        handled_at: null,
        handled_by: null,
      },
      {
        id: '3f0c6e1a-4b8e-4c1e-9a57-0d3f5b1c2e02',
        first_name: '小明',
        last_name: '王',
        email_address: 'xiaoming@example.cn',
        tele_number: '',
        message: '請問如何開通自動登入？',
        agree_promotion: false,
        created_at: NOW - DAY,
        handled_at: null,
        handled_by: null,
      },
      {
        id: '3f0c6e1a-4b8e-4c1e-9a57-0d3f5b1c2e03',
        first_name: 'Sam',
        last_name: 'Taylor',
        email_address: 'sam@example.com',
        tele_number: '',
        message: 'Interested in becoming an operator.',
        agree_promotion: true,
        created_at: NOW - 3 * DAY,
        handled_at: NOW - 2 * DAY,
        handled_by: 'admin',
      },
    ],
    total,
  };
}

/** The same pseudo-random numbers in every story (a tiny LCG). */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function totals(currency: string, deposits: number, bets: number, wins: number, rollbacks: number, count = 1): Totals {
  return {
    currency,
    deposits,
    deposit_count: Math.max(1, Math.round(deposits / 50_000)) * count,
    bets,
    bet_count: Math.max(1, Math.round(bets / 2_000)) * count,
    wins,
    rollbacks,
    ggr: bets - rollbacks - wins,
  };
}

function sum(rows: Totals[], currency: string): Totals {
  const mine = rows.filter((row) => row.currency === currency);
  const total = (key: keyof Omit<Totals, 'currency'>) => mine.reduce((acc, row) => acc + row[key], 0);
  return {
    currency,
    deposits: total('deposits'),
    deposit_count: total('deposit_count'),
    bets: total('bets'),
    bet_count: total('bet_count'),
    wins: total('wins'),
    rollbacks: total('rollbacks'),
    ggr: total('ggr'),
  };
}

/** Thirty days of revenue in CNY (and a few in USD), as the dashboard answers. */
/** The newest movements the dashboard counted (its `latest`, newest first), before the live ones. */
const COUNTED_EVENTS: LiveEvent[] = [
  { id: 9004, kind: 'win', account_id: 104, account_name: 'player-chen', operator_id: 3, operator_name: 'op-north', amount: 2_000, currency: 'cny', game: 'original-dice', at: NOW - 90_000 },
  { id: 9003, kind: 'bet', account_id: 104, account_name: 'player-chen', operator_id: 3, operator_name: 'op-north', amount: -1_000, currency: 'cny', game: 'original-dice', at: NOW - 95_000 },
  { id: 9002, kind: 'deposit', account_id: 105, account_name: 'player-dora', operator_id: 6, operator_name: 'op-south', amount: 20_000, currency: 'usd', game: null, at: NOW - 300_000 },
];

export function dashboard(days = 30): DashboardData {
  const random = numbers(7);
  const to = new Date(NOW).toISOString().slice(0, 10);
  const from = new Date(NOW - (days - 1) * DAY).toISOString().slice(0, 10);
  const byDay: DashboardData['by_day'] = [];
  for (let i = days - 1; i >= 0; i--) {
    const day = new Date(NOW - i * DAY).toISOString().slice(0, 10);
    const bets = Math.round(200_000 + random() * 300_000);
    byDay.push({ day, ...totals('cny', Math.round(300_000 + random() * 500_000), bets, Math.round(bets * (0.8 + random() * 0.15)), Math.round(random() * 5_000)) });
    if (i % 7 === 0) byDay.push({ day, ...totals('usd', 20_000, 15_000, 12_500, 0) });
  }
  const cny = sum(byDay, 'cny');
  const usd = sum(byDay, 'usd');
  const part = (total: Totals, share: number): Totals =>
    totals(total.currency, Math.round(total.deposits * share), Math.round(total.bets * share), Math.round(total.wins * share), Math.round(total.rollbacks * share));
  return {
    players_online: 42,
    from,
    to,
    last_event_id: 9004,
    latest: COUNTED_EVENTS,
    by_currency: [cny, usd],
    by_day: byDay,
    by_game: [
      { game: '', ...totals('cny', cny.deposits, 0, 0, 0) },
      { game: 'original-dice', ...part({ ...cny, deposits: 0 }, 0.5) },
      { game: 'original-mines', ...part({ ...cny, deposits: 0 }, 0.3) },
      { game: 'original-wheel', ...part({ ...cny, deposits: 0 }, 0.2) },
      { game: '', ...totals('usd', usd.deposits, 0, 0, 0) },
      { game: 'original-dice', ...part({ ...usd, deposits: 0 }, 1) },
    ],
    by_operator: [
      { operator_id: 3, operator_name: 'op-north', ...part(cny, 0.6) },
      { operator_id: 6, operator_name: 'op-south', ...part(cny, 0.35) },
      { operator_id: null, operator_name: '', ...part(cny, 0.05) },
      { operator_id: 3, operator_name: 'op-north', ...usd },
    ],
  };
}

/** A dashboard with nothing counted yet: a new installation. */
export function emptyDashboard(): DashboardData {
  const data = dashboard();
  return { ...data, players_online: 0, last_event_id: 0, latest: [], by_currency: [], by_day: [], by_game: [], by_operator: [] };
}

/** Movements the live feed sends in the stories, newest last. */
export const LIVE_EVENTS: LiveEvent[] = [
  { id: 9005, kind: 'deposit', account_id: 101, account_name: 'player-anna', operator_id: 3, operator_name: 'op-north', amount: 50_000, currency: 'cny', game: null, at: NOW - 40_000 },
  { id: 9006, kind: 'bet', account_id: 102, account_name: 'player-bo', operator_id: 6, operator_name: 'op-south', amount: -1_500, currency: 'cny', game: 'original-mines', at: NOW - 20_000 },
  { id: 9007, kind: 'win', account_id: 102, account_name: 'player-bo', operator_id: 6, operator_name: 'op-south', amount: 3_300, currency: 'cny', game: 'original-mines', at: NOW - 10_000 },
];
