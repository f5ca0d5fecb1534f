import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from './migrations.js';

/*
 * PostgreSQL's deposit batch as one function call: one round trip and one transaction instead of
 * five (BEGIN, lock, keys, write, COMMIT), and the wallet locks held only while PostgreSQL works,
 * never across a round trip to the server, where another instance's batch would wait on them.
 * Several instances make smaller batches, so a batch's own cost counts more with each one added.
 * The function does what credit-plan.ts does for SQLite; the store's tests run the same cases on
 * both engines.
 */

/**
 * Migration 0005's function, `ky_credit_deposits(accounts, amounts, currencies, refs, keys,
 * request hashes, now)`, as it was created (a migration that ran is never edited); 0009 replaces
 * it with the one below.
 */
const CREDIT_FUNCTION_0005_SQL = `
create or replace function ky_credit_deposits(
  p_account bigint[], p_amount bigint[], p_currency text[], p_ref text[], p_key text[], p_hash text[], p_now bigint)
returns table (item bigint, balance_after bigint)
language plpgsql as $fn$
#variable_conflict use_column
declare
  v_item bigint[];
  v_account bigint[];
  v_amount bigint[];
  v_balance bigint[];
  v_currency text[];
  v_ref text[];
  v_key text[];
  v_hash text[];
  v_problem text;
begin
  -- 1. The batch's wallets, locked in ascending account order: every batch of every instance
  --    takes its locks in this one order, so batches wait for each other and never deadlock.
  perform 1 from wallets w where w.account_id = any(p_account) order by w.account_id for update;

  -- 2. What moves money (a statement after the locks, so it sees the keys other instances
  --    committed meanwhile): items whose key is not stored and not an earlier item's of this
  --    batch, each with its wallet's balance right after it.
  with items as (
    select i.item, i.account_id, i.amount, i.currency, i.ref, i.key, i.hash
    from unnest(p_account, p_amount, p_currency, p_ref, p_key, p_hash)
      with ordinality as i(account_id, amount, currency, ref, key, hash, item)
  ), stored as (
    -- One primary-key lookup per key (LATERAL ... LIMIT 1 keeps it a lookup whatever the planner
    -- guesses of the table's size).
    select b.item from items b
    cross join lateral (select 1 from idempotency_keys k where k.account_id = b.account_id and k.key = b.key limit 1) as found
    where b.key is not null
  ), credited as (
    select items.*, w.currency as wallet_currency,
      w.balance + sum(items.amount) over (partition by items.account_id order by items.item) as balance_after
    from items left join wallets w on w.account_id = items.account_id
    where items.key is null or (
      items.item not in (select s.item from stored s)
      and not exists (select 1 from items e where e.account_id = items.account_id and e.key = items.key and e.item < items.item))
  )
  select array_agg(c.item order by c.item), array_agg(c.account_id order by c.item), array_agg(c.amount order by c.item),
    array_agg(c.balance_after order by c.item), array_agg(c.currency order by c.item), array_agg(c.ref order by c.item),
    array_agg(c.key order by c.item), array_agg(c.hash order by c.item),
    min(case
      when c.wallet_currency is null or c.wallet_currency <> c.currency then format('no %s wallet for account %s', c.currency, c.account_id)
      when c.balance_after > 9007199254740991 then format('balance of account %s overflows', c.account_id)
    end)
  into v_item, v_account, v_amount, v_balance, v_currency, v_ref, v_key, v_hash, v_problem
  from credited c;

  -- Any such item fails the whole batch (the caller retries its items one by one).
  if v_problem is not null then
    raise exception '%', v_problem;
  end if;
  if v_item is null then
    return;
  end if;

  -- 3. The wallets, the ledger rows in the batch's order and the idempotency rows (with the
  --    answer a replay gives), as one statement.
  with credited as (
    update wallets as w set balance = w.balance + t.total, updated_at = p_now
    from (select u.account_id, sum(u.amount) as total from unnest(v_account, v_amount) as u(account_id, amount) group by u.account_id) as t
    where w.account_id = t.account_id
    returning w.account_id
  ), ledger as (
    insert into transactions (account_id, kind, amount, balance_after, currency, idempotency_key, payment_ref, created_at)
    select l.account_id, 'deposit', l.amount, l.balance_after, l.currency, l.key, l.ref, p_now
    from unnest(v_account, v_amount, v_balance, v_currency, v_key, v_ref) with ordinality as l(account_id, amount, balance_after, currency, key, ref, n)
    order by l.n
    returning id
  )
  insert into idempotency_keys (account_id, key, request_hash, status_code, response, created_at)
  select k.account_id, k.key, k.hash, 200, '{"balance_after":' || k.balance_after || ',"currency":' || to_json(k.currency)::text || '}', p_now
  from unnest(v_account, v_key, v_hash, v_balance, v_currency) as k(account_id, key, hash, balance_after, currency)
  where k.key is not null;

  return query select r.item, r.balance_after from unnest(v_item, v_balance) as r(item, balance_after);
end
$fn$`;

/**
 * `ky_credit_deposits(accounts, amounts, currencies, refs, keys, request hashes, token hashes,
 * now)`: one row per credited item (its balance after) and per refused one (why). The items'
 * sessions are read after the wallets are locked, so a logout, lock or new password that
 * committed while a deposit waited for its payment or its wallet refuses it (credit-plan.ts's
 * sessionRefusal: the same rules, for SQLite).
 */
const CREDIT_FUNCTION_SQL = `
create function ky_credit_deposits(
  p_account bigint[], p_amount bigint[], p_currency text[], p_ref text[], p_key text[], p_hash text[], p_token text[], p_now bigint)
returns table (item bigint, balance_after bigint, refused text)
language plpgsql as $fn$
#variable_conflict use_column
declare
  v_item bigint[];
  v_account bigint[];
  v_amount bigint[];
  v_balance bigint[];
  v_currency text[];
  v_ref text[];
  v_key text[];
  v_hash text[];
  v_problem text;
  v_refused_item bigint[];
  v_refused text[];
begin
  -- 1. The batch's wallets, locked in ascending account order: every batch of every instance
  --    takes its locks in this one order, so batches wait for each other and never deadlock.
  perform 1 from wallets w where w.account_id = any(p_account) order by w.account_id for update;

  -- 2. What moves money (a statement after the locks, so it sees the keys and the sessions as
  --    other transactions committed them meanwhile). An item whose key is stored moves nothing (a
  --    stored key is a deposit that happened: its answer wins over a session ended since); one
  --    whose session no longer holds is refused; one whose key an earlier credited item of the
  --    batch has is a duplicate; the rest are credited, each with its wallet's balance after it.
  with items as (
    select i.item, i.account_id, i.amount, i.currency, i.ref, i.key, i.hash, i.token
    from unnest(p_account, p_amount, p_currency, p_ref, p_key, p_hash, p_token)
      with ordinality as i(account_id, amount, currency, ref, key, hash, token, item)
  ), stored as (
    -- One primary-key lookup per key (LATERAL ... LIMIT 1 keeps it a lookup whatever the planner
    -- guesses of the table's size), and below one per token.
    select b.item from items b
    cross join lateral (select 1 from idempotency_keys k where k.account_id = b.account_id and k.key = b.key limit 1) as found
    where b.key is not null
  ), checked as (
    select b.*, case
        when b.token is null then null
        when s.account_id is null or s.account_id <> b.account_id or s.revoked_at is not null or s.expires_at <= p_now then 'unauthorized'
        when s.state <> 'active' then 'account_locked'
      end as refusal
    from items b
    left join lateral (
      select s.account_id, s.expires_at, s.revoked_at, a.state
      from sessions s join accounts a on a.id = s.account_id
      where s.token_hash = b.token limit 1) as s on true
    where b.item not in (select st.item from stored st)
  ), decided as (
    select c.*, c.key is not null and exists (
        select 1 from checked e where e.account_id = c.account_id and e.key = c.key and e.item < c.item and e.refusal is null) as repeated
    from checked c
  ), credited as (
    select d.*, w.currency as wallet_currency,
      w.balance + sum(d.amount) over (partition by d.account_id order by d.item) as balance_after
    from decided d left join wallets w on w.account_id = d.account_id
    where d.refusal is null and not d.repeated
  )
  select array_agg(c.item order by c.item), array_agg(c.account_id order by c.item), array_agg(c.amount order by c.item),
    array_agg(c.balance_after order by c.item), array_agg(c.currency order by c.item), array_agg(c.ref order by c.item),
    array_agg(c.key order by c.item), array_agg(c.hash order by c.item),
    min(case
      when c.wallet_currency is null or c.wallet_currency <> c.currency then format('no %s wallet for account %s', c.currency, c.account_id)
      when c.balance_after > 9007199254740991 then format('balance of account %s overflows', c.account_id)
    end),
    (select array_agg(r.item order by r.item) from decided r where r.refusal is not null and not r.repeated),
    (select array_agg(r.refusal order by r.item) from decided r where r.refusal is not null and not r.repeated)
  into v_item, v_account, v_amount, v_balance, v_currency, v_ref, v_key, v_hash, v_problem, v_refused_item, v_refused
  from credited c;

  -- Any such item fails the whole batch (the caller retries its items one by one).
  if v_problem is not null then
    raise exception '%', v_problem;
  end if;

  -- 3. The wallets, the ledger rows in the batch's order and the idempotency rows (with the
  --    answer a replay gives), as one statement.
  if v_item is not null then
    with credited as (
      update wallets as w set balance = w.balance + t.total, updated_at = p_now
      from (select u.account_id, sum(u.amount) as total from unnest(v_account, v_amount) as u(account_id, amount) group by u.account_id) as t
      where w.account_id = t.account_id
      returning w.account_id
    ), ledger as (
      insert into transactions (account_id, kind, amount, balance_after, currency, idempotency_key, payment_ref, created_at)
      select l.account_id, 'deposit', l.amount, l.balance_after, l.currency, l.key, l.ref, p_now
      from unnest(v_account, v_amount, v_balance, v_currency, v_key, v_ref) with ordinality as l(account_id, amount, balance_after, currency, key, ref, n)
      order by l.n
      returning id
    )
    insert into idempotency_keys (account_id, key, request_hash, status_code, response, created_at)
    select k.account_id, k.key, k.hash, 200, '{"balance_after":' || k.balance_after || ',"currency":' || to_json(k.currency)::text || '}', p_now
    from unnest(v_account, v_key, v_hash, v_balance, v_currency) as k(account_id, key, hash, balance_after, currency)
    where k.key is not null;
  end if;

  return query
    select r.item, r.balance_after, null::text from unnest(v_item, v_balance) as r(item, balance_after)
    union all
    select r.item, null::bigint, r.refused from unnest(v_refused_item, v_refused) as r(item, refused);
end
$fn$`;

/** Migration 0005: the batch as a function. PostgreSQL only; SQLite runs its batch in process (sqlite-credit.ts). */
export function creditFunctionMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'postgres') await sql.raw(CREDIT_FUNCTION_0005_SQL).execute(db);
    },
  };
}

/**
 * Migration 0009: the batch checks each item's session under the wallets' locks. It is a new
 * overload (one argument more), beside 0005's: in a rolling upgrade, instances still on the old
 * code go on calling the old one until they are replaced.
 */
export function creditSessionCheckMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'postgres') await sql.raw(CREDIT_FUNCTION_SQL).execute(db);
    },
  };
}
