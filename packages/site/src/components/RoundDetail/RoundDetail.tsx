import type { RoundData, RoundRow, RoundTransaction } from '@ky-wallet/protocol';
import { wrapTab } from '@ky-wallet/widget/dialog-focus';
import { Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format.ts';
import type { PlainKey } from '../../i18n/messages.ts';
import { walletElement } from '../../wallet/wallet.ts';
import { TableScroll } from '../TableScroll/TableScroll.tsx';
import { formatPayout, formatSigned, gameName, STATE_KEY, type GameNames } from '../TransactionsTable/rows.ts';
import { metaLabel, multiplierScaleOf, ownValue, type MetaFormat } from './meta.ts';
import { fairnessHref, proofOf, roundDetails, type MetaEntry } from './proof.ts';
import { isRoundGame, ROUND_PICTURES } from '../../games/modules.ts';

/** One round with its movements, actions and fairness proof, from the header's wallet. */
async function loadRoundFromWallet(round: string, game: string): Promise<RoundData> {
  return (await walletElement()).round(round, game);
}

/** Which round to show: the history row's round and game. */
export interface RoundTarget {
  round: string;
  game: string;
}

export interface RoundDetailProps {
  /** The round to show; null: the dialog is closed. */
  target: RoundTarget | null;
  games: GameNames;
  onClose: () => void;
  /** Where the round comes from: the header's <ky-wallet> `round()` (tests pass their own). */
  load?: (round: string, game: string) => Promise<RoundData>;
}

type State = { status: 'loading' } | { status: 'loaded'; data: RoundData } | { status: 'error'; notFound: boolean };

const KIND_KEY: Record<RoundTransaction['kind'], PlainKey> = {
  bet: 'round.kind.bet',
  win: 'round.kind.win',
  rollback: 'round.kind.rollback',
};

/**
 * One round in a modal <dialog>: every play-history field, each bet, win and refund, what the game
 * server recorded of its actions, and its fairness proof with a link to verify it. Tab wraps
 * around inside; Escape, the Close button and a click on the backdrop close it; focus goes back
 * to what opened it.
 */
export function RoundDetail({ target, games, onClose, load = loadRoundFromWallet }: RoundDetailProps) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const open = target !== null;

  useEffect(() => {
    const el = dialog.current;
    if (!el || !open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!el.open) el.showModal();
    return () => {
      if (el.open) el.close();
      // The browser returns focus on close, but not when the opener was re-rendered meanwhile.
      if (opener.current?.isConnected) opener.current.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="round-detail"
      aria-labelledby={titleId}
      onKeyDown={(event) => wrapTab(event.currentTarget, event.nativeEvent)}
      onClose={() => {
        if (target) onClose();
      }}
      onClick={(event) => {
        // The panel fills the dialog box: a click on the <dialog> itself is on its backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {target ? (
        <div className="round-detail__panel">
          <div className="round-detail__head">
            <h2 id={titleId}>{t('round.title', { game: gameName(games, target.game) })}</h2>
            <button type="button" className="button button--ghost button--small" onClick={onClose}>
              {t('round.close')}
            </button>
          </div>
          <RoundBody key={`${target.game}:${target.round}`} target={target} games={games} load={load} />
        </div>
      ) : null}
    </dialog>
  );
}

function RoundBody({ target, games, load }: { target: RoundTarget; games: GameNames; load: RoundDetailProps['load'] & {} }) {
  const { t } = useI18n();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    load(target.round, target.game).then(
      (data) => alive && setState({ status: 'loaded', data }),
      (error: unknown) =>
        alive && setState({ status: 'error', notFound: (error as { code?: unknown } | null)?.code === 'not_found' }),
    );
    return () => {
      alive = false;
    };
  }, [load, target.round, target.game, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') {
    return (
      <p className="notice" role="status">
        {t('round.loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="notice notice--error" role="alert">
        <p>{state.notFound ? t('round.notFound') : t('round.error')}</p>
        {state.notFound ? null : (
          <button type="button" className="button button--ghost" onClick={retry}>
            {t('table.retry')}
          </button>
        )}
      </div>
    );
  }
  const { round, transactions } = state.data;
  return (
    <>
      <Fields row={round} games={games} />
      <Movements row={round} transactions={transactions} />
      <Picture row={round} transactions={transactions} />
      <Actions row={round} transactions={transactions} />
      <Fairness row={round} transactions={transactions} />
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="round-detail__section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/** Every field of SPEC.md section 3's play-history row, in the page's language. */
function Fields({ row, games }: { row: RoundRow; games: GameNames }) {
  const { t, tag } = useI18n();
  const money = (amount: number) => formatMoney(amount, row.currency, tag);
  const fields: [PlainKey, ReactNode, string?][] = [
    ['round.field.round', row.round, 'mono'],
    ['round.field.game', gameName(games, row.game)],
    ['round.field.state', t(STATE_KEY[row.state])],
    ['round.field.time', <time dateTime={row.time}>{formatDateTime(row.time, tag)}</time>],
    ['round.field.bet', money(row.bet)],
    ['round.field.total_bet', money(row.total_bet)],
    ['round.field.wager', money(row.wager)],
    ['round.field.win', money(row.win)],
    ['round.field.total_win', money(row.total_win)],
    ['round.field.payout', formatPayout(row.payout, tag)],
    ['round.field.balance', money(row.balance)],
    ['round.field.balance_current', money(row.balance_current)],
    ['round.field.currency', row.currency.toUpperCase()],
    ['round.field.transaction_id', row.transaction_id, 'mono'],
    ['round.field.parentround', row.parentround || t('round.none'), row.parentround ? 'mono' : undefined],
  ];
  return (
    <Section title={t('round.summary')}>
      <dl className="round-detail__fields">
        {fields.map(([label, value, className]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd className={className}>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function Movements({ row, transactions }: { row: RoundRow; transactions: readonly RoundTransaction[] }) {
  const { t, tag } = useI18n();
  return (
    <Section title={t('round.movements')}>
      <TableScroll label={t('round.movementsCaption')}>
        <table className="data-table round-detail__movements">
          <caption>{t('round.movementsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.time')}</th>
              <th scope="col">{t('table.kind')}</th>
              <th scope="col" className="num">
                {t('table.amount')}
              </th>
              <th scope="col" className="num">
                {t('table.balance')}
              </th>
              <th scope="col">{t('table.id')}</th>
            </tr>
          </thead>
          <tbody>
            {transactions.map((tx) => (
              <tr key={tx.transaction_id}>
                <td className="transactions__time">
                  <time dateTime={tx.time}>{formatDateTime(tx.time, tag)}</time>
                </td>
                <td>{t(KIND_KEY[tx.kind])}</td>
                <td className="num">{formatSigned(tx.amount, row.currency, tag)}</td>
                <td className="num">{formatMoney(tx.balance, row.currency, tag)}</td>
                <td className="mono">{tx.transaction_id}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Section>
  );
}

/** A round of a round-API game as it fell (the reels, the ticket), drawn by the game's own picture from the outcome its win carries. */
function Picture({ row, transactions }: { row: RoundRow; transactions: readonly RoundTransaction[] }) {
  const { t } = useI18n();
  const outcome = proofOf(transactions)?.outcome;
  if (!isRoundGame(row.game) || outcome === undefined) return null;
  const Drawing = ROUND_PICTURES[row.game];
  // A round too long for the wallet's meta carries its multiplier only: the fairness page replays it whole.
  if ((outcome as { truncated?: unknown } | null)?.truncated === true) {
    return (
      <Section title={t('round.picture')}>
        <p className="round-detail__muted">{t('round.pictureTooLong')}</p>
      </Section>
    );
  }
  return (
    <Section title={t('round.picture')}>
      <Suspense fallback={<p className="round-detail__muted">{t('round.loading')}</p>}>
        <Drawing view={outcome as never} />
      </Suspense>
    </Section>
  );
}

/**
 * The game server's record of what was played: choices, outcome, steps (a mines round has
 * several), under the movement that first brought them, in the player's language and units.
 */
function Actions({ row, transactions }: { row: RoundRow; transactions: readonly RoundTransaction[] }) {
  const { t, tag } = useI18n();
  const details = roundDetails(transactions, row.game);
  // Each movement's meta says its multipliers' unit (older wheel rounds' differ).
  const format = (tx: RoundTransaction): MetaFormat => ({
    game: row.game,
    currency: row.currency,
    tag,
    label: (key) => t(key),
    multiplierScale: multiplierScaleOf(row.game, tx.meta),
  });
  return (
    <Section title={t('round.actions')}>
      {details.length === 0 ? <p className="round-detail__muted">{t('round.noActions')}</p> : null}
      {details.map(({ tx, entries }) => (
        <div key={tx.transaction_id} className="round-detail__action">
          <h4>{t('round.movementAt', { kind: t(KIND_KEY[tx.kind]), time: formatDateTime(tx.time, tag) })}</h4>
          <MetaList entries={entries} depth={0} format={format(tx)} />
        </div>
      ))}
    </Section>
  );
}

const entriesOf = (value: Record<string, unknown>): MetaEntry[] => Object.entries(value).map(([key, item]) => ({ key, value: item, from: 0 }));

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function MetaList({ entries, depth, format }: { entries: MetaEntry[]; depth: number; format: MetaFormat }) {
  return (
    <dl className="round-detail__meta">
      {entries.map(({ key, value, from }) => (
        <div key={key}>
          <dt>{metaLabel(key, format.label)}</dt>
          <dd>
            <MetaValue name={key} value={value} from={from} depth={depth + 1} format={format} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One value of meta: in the game's terms where it is ours (see meta.ts), else as it came. */
function MetaValue({ name, value, from = 0, depth, format }: { name: string; value: unknown; from?: number; depth: number; format: MetaFormat }) {
  const { t, tag } = useI18n();
  const own = ownValue(name, value, format);
  if (own) return own.dateTime ? <time dateTime={own.dateTime}>{own.text}</time> : <>{own.text}</>;
  const plain = (item: unknown): string =>
    typeof item === 'boolean'
      ? t(item ? 'round.yes' : 'round.no')
      : typeof item === 'number'
        ? formatNumber(item, tag, 8)
        : item === null || item === undefined
          ? '–'
          : String(item);
  if (typeof value !== 'object' || value === null) return <>{plain(value)}</>;
  if (Object.keys(value).length === 0) return <>–</>;
  // Past a few levels, the structure as it came: nothing is hidden, nothing grows without bound.
  if (depth > 3) return <code className="mono">{JSON.stringify(value)}</code>;
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== 'object' || item === null)) return <>{value.map(plain).join(', ')}</>;
    // A list an earlier movement began goes on with its numbers.
    return (
      <ol className="round-detail__steps" start={from + 1}>
        {value.map((item, index) => (
          <li key={from + index}>
            <Step item={item} depth={depth + 1} format={format} />
          </li>
        ))}
      </ol>
    );
  }
  return <MetaList entries={entriesOf(value as Record<string, unknown>)} depth={depth} format={format} />;
}

/** An item of a list: a step named by its `type` (a bet, a roll, a tile…) with its details, or any value. */
function Step({ item, depth, format }: { item: unknown; depth: number; format: MetaFormat }) {
  const fields = record(item);
  const type = fields?.type;
  if (!fields || typeof type !== 'string' || depth > 3) return <MetaValue name="" value={item} depth={depth} format={format} />;
  const rest = entriesOf(fields).filter(({ key }) => key !== 'type');
  return (
    <>
      <span className="round-detail__step">{ownValue('type', type, format)?.text ?? type.replace(/_/g, ' ')}</span>
      {rest.length > 0 ? <MetaList entries={rest} depth={depth} format={format} /> : null}
    </>
  );
}

function Fairness({ row, transactions }: { row: RoundRow; transactions: readonly RoundTransaction[] }) {
  const { t, href } = useI18n();
  const proof = proofOf(transactions);
  return (
    <Section title={t('round.fairness')}>
      {proof ? (
        <>
          <dl className="round-detail__fields round-detail__fields--proof">
            <div>
              <dt>{t('round.serverSeedHash')}</dt>
              <dd className="mono">{proof.server_seed_hash}</dd>
            </div>
            {proof.server_seed ? (
              <div>
                <dt>{t('round.serverSeed')}</dt>
                <dd className="mono">{proof.server_seed}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('round.clientSeed')}</dt>
              <dd className="mono">{proof.client_seed}</dd>
            </div>
            <div>
              <dt>{t('round.nonce')}</dt>
              <dd className="mono">{proof.nonce}</dd>
            </div>
          </dl>
          <p className="round-detail__muted">{t('round.verifyHint')}</p>
          <p>
            <Link className="button" to={fairnessHref(href('/fairness'), row.game, proof)}>
              {t('round.verify')}
            </Link>
          </p>
        </>
      ) : (
        <p className="round-detail__muted">{t('round.noProof')}</p>
      )}
    </Section>
  );
}
