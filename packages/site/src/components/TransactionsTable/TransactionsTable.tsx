import type { HistoryRow } from '@ky-wallet/protocol';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatDateTime, formatMoney } from '../../i18n/format.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { TableScroll } from '../TableScroll/TableScroll.tsx';

const KIND: Record<HistoryRow['kind'], MessageKey> = { deposit: 'kind.deposit', round: 'kind.round' };
const STATE: Record<HistoryRow['state'], MessageKey> = {
  completed: 'state.completed',
  open: 'state.open',
  closed: 'state.closed',
  rolled_back: 'state.rolled_back',
};

/** What the row did to the balance: a deposit's amount, a round's wins minus what it wagered. */
function amountOf(row: HistoryRow): number {
  return row.kind === 'deposit' ? row.amount : row.total_win - row.wager;
}

/** The player's transactions in a real table, newest first (the order the wallet returns). */
export function TransactionsTable({ rows }: { rows: readonly HistoryRow[] }) {
  const { t, tag } = useI18n();
  return (
    <TableScroll label={t('table.caption')}>
      <table className="data-table transactions">
        <caption>{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.time')}</th>
            <th scope="col">{t('table.id')}</th>
            <th scope="col">{t('table.kind')}</th>
            <th scope="col" className="num">
              {t('table.amount')}
            </th>
            <th scope="col" className="num">
              {t('table.balance')}
            </th>
            <th scope="col">{t('table.state')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.transaction_id}>
              <td>
                <time dateTime={row.time}>{formatDateTime(row.time, tag)}</time>
              </td>
              <td className="mono">{row.transaction_id}</td>
              <td>{KIND[row.kind] ? t(KIND[row.kind]) : row.kind}</td>
              <td className="num">{formatMoney(amountOf(row), row.currency, tag)}</td>
              <td className="num">{formatMoney(row.balance, row.currency, tag)}</td>
              <td>{STATE[row.state] ? t(STATE[row.state]) : row.state}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
