import type { HistoryRow, RoundRow } from '@ky-wallet/protocol';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatDateAndTime, formatDateTime, formatMoney } from '../../i18n/format.ts';
import { TableScroll } from '../TableScroll/TableScroll.tsx';
import { amountOf, formatPayout, formatSigned, gameName, isRound, rowKey, STATE_KEY, type GameNames } from './rows.ts';

export interface TransactionsTableProps {
  rows: readonly HistoryRow[];
  /** Game names in the page's language. */
  games: GameNames;
  /** Opens a round's details (its movements, actions and fairness proof). */
  onOpenRound: (row: RoundRow) => void;
}

/**
 * The player's deposits and game rounds, newest first (the order the wallet returns): a real table
 * on wide screens, a list of cards on narrow ones (CSS shows one of the two), so a phone never
 * cuts off Amount and Balance. Every field of a round is in its details; the list shows the ones a
 * player compares, and the others where they differ (a second bet, a refund, a bonus round). Both
 * name SPEC.md section 3's ids as the details do: Transaction is the row's transaction_id (a
 * round's opening bet), Round the game server's round id.
 */
export function TransactionsTable({ rows, games, onOpenRound }: TransactionsTableProps) {
  const { t, tag } = useI18n();
  const money = (amount: number, row: HistoryRow) => formatMoney(amount, row.currency, tag);
  const what = (row: HistoryRow) => (isRound(row) ? gameName(games, row.game) : t('kind.deposit'));
  const details = (row: RoundRow) => (
    <button type="button" className="button button--ghost button--small" onClick={() => onOpenRound(row)}>
      {t('history.details')}
      <span className="visually-hidden">
        {': '}
        {t('history.detailsFor', { game: gameName(games, row.game), time: formatDateTime(row.time, tag) })}
      </span>
    </button>
  );
  const notes = (row: RoundRow) => roundNotes(row, (key, amount) => t(key, { amount: money(amount, row) }));

  return (
    <>
      <TableScroll label={t('table.caption')} className="transactions-wide">
        <table className="data-table transactions">
          <caption>{t('table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.time')}</th>
              <th scope="col">{t('table.id')}</th>
              <th scope="col">{t('round.field.round')}</th>
              <th scope="col" className="num">
                {t('history.bet')}
              </th>
              <th scope="col" className="num">
                {t('history.win')}
              </th>
              <th scope="col" className="num">
                {t('history.payout')}
              </th>
              <th scope="col" className="num">
                {t('table.amount')}
              </th>
              <th scope="col" className="num">
                {t('table.balance')}
              </th>
              <th scope="col">{t('table.state')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('history.details')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} data-kind={row.kind}>
                <td>
                  <DateAndTime iso={row.time} tag={tag} />
                </td>
                <td>
                  <span className="transactions__what">{what(row)}</span>
                  <Id value={row.transaction_id} />
                </td>
                <td>
                  {isRound(row) ? (
                    <>
                      <Id value={row.round} />
                      {row.parentround ? <span className="transactions__note">{t('history.parent', { round: row.parentround })}</span> : null}
                    </>
                  ) : (
                    <Dash />
                  )}
                </td>
                <td className="num">
                  {isRound(row) ? money(row.total_bet, row) : <Dash />}
                  {isRound(row) ? notes(row).bet.map((note) => <Note key={note} text={note} />) : null}
                </td>
                <td className="num">
                  {isRound(row) ? money(row.total_win, row) : <Dash />}
                  {isRound(row) ? notes(row).win.map((note) => <Note key={note} text={note} />) : null}
                </td>
                <td className="num">{isRound(row) ? formatPayout(row.payout, tag) : <Dash />}</td>
                <td className="num transactions__amount" data-sign={Math.sign(amountOf(row))}>
                  {formatSigned(amountOf(row), row.currency, tag)}
                </td>
                <td className="num">{money(row.balance, row)}</td>
                <td>
                  <span className="state" data-state={row.state}>
                    {t(STATE_KEY[row.state])}
                  </span>
                </td>
                <td>{isRound(row) ? details(row) : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>

      <ul className="transaction-cards" aria-label={t('table.caption')}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="transaction-card" data-kind={row.kind}>
            <div className="transaction-card__head">
              <span className="transactions__what">{what(row)}</span>
              <span className="state" data-state={row.state}>
                {t(STATE_KEY[row.state])}
              </span>
            </div>
            <time className="transactions__time" dateTime={row.time}>
              {formatDateTime(row.time, tag)}
            </time>
            <dl className="transaction-card__facts">
              {isRound(row) ? (
                <>
                  <div>
                    <dt>{t('history.bet')}</dt>
                    <dd>{money(row.total_bet, row)}</dd>
                  </div>
                  <div>
                    <dt>{t('history.win')}</dt>
                    <dd>{money(row.total_win, row)}</dd>
                  </div>
                  <div>
                    <dt>{t('history.payout')}</dt>
                    <dd>{formatPayout(row.payout, tag)}</dd>
                  </div>
                </>
              ) : null}
              <div>
                <dt>{t('table.amount')}</dt>
                <dd className="transactions__amount" data-sign={Math.sign(amountOf(row))}>
                  {formatSigned(amountOf(row), row.currency, tag)}
                </dd>
              </div>
              <div>
                <dt>{t('table.balance')}</dt>
                <dd>{money(row.balance, row)}</dd>
              </div>
              <div className="transaction-card__wide">
                <dt>{t('table.id')}</dt>
                <dd className="mono">{row.transaction_id}</dd>
              </div>
              {isRound(row) ? (
                <div className="transaction-card__wide">
                  <dt>{t('round.field.round')}</dt>
                  <dd className="mono">{row.round}</dd>
                </div>
              ) : null}
            </dl>
            {isRound(row) ? (
              <>
                {[...notes(row).bet, ...notes(row).win].map((note) => (
                  <Note key={note} text={note} />
                ))}
                {row.parentround ? (
                  <span className="transactions__note">{t('history.parent', { round: row.parentround })}</span>
                ) : null}
                {details(row)}
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function Dash() {
  return <span aria-hidden="true">–</span>;
}

/**
 * A moment in a table column: its date, and under it its time of day when the column is narrow,
 * never a line break inside either.
 */
function DateAndTime({ iso, tag }: { iso: string; tag: string }) {
  const { date, time } = formatDateAndTime(iso, tag);
  return (
    <time className="transactions__date-time" dateTime={iso}>
      <span>{date}</span> <span>{time}</span>
    </time>
  );
}

/**
 * A transaction or round id (often a UUID) cut to the column: its end is shown and its start
 * elided, because the ids our wallet and games make are time-ordered (UUID v7) and rows of one
 * session share their first characters. The whole id is the text (copy, search, screen readers)
 * and the tooltip, and the details show it too.
 */
function Id({ value }: { value: string }) {
  return (
    <span className="transactions__id mono" title={value}>
      <bdi>{value}</bdi>
    </span>
  );
}

function Note({ text }: { text: string }) {
  return <span className="transactions__note">{text}</span>;
}

/**
 * The round's other figures, where they tell something the totals do not: the opening bet when
 * more was staked, the wager when a bet was refunded, the last win when there were several.
 */
export function roundNotes(
  row: RoundRow,
  say: (key: 'history.firstBet' | 'history.wager' | 'history.lastWin', amount: number) => string,
): { bet: string[]; win: string[] } {
  const bet: string[] = [];
  const win: string[] = [];
  if (row.bet !== row.total_bet) bet.push(say('history.firstBet', row.bet));
  if (row.wager !== row.total_bet) bet.push(say('history.wager', row.wager));
  if (row.win !== row.total_win) win.push(say('history.lastWin', row.win));
  return { bet, win };
}
