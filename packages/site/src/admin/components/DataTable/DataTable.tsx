import { useId, type ReactNode } from 'react';
import { useI18n, type AdminI18n } from '../../i18n/i18n.tsx';

export interface Column<Row> {
  label: string;
  /** What the cell shows. */
  render: (row: Row) => ReactNode;
  /** What the CSV cell holds (plain numbers in major units, no currency symbols). */
  csv: (row: Row) => string | number;
  numeric?: boolean;
}

/**
 * The time column (the first of most tables): the locale's date and time in a `<time>`, kept on one
 * line (a phone's narrow column broke "28.11.2026, 04:57:43" at its spaces, each row three lines
 * tall; the table scrolls sideways instead); ISO 8601 in the CSV.
 */
export function timeColumn<Row>({ t, dateTime }: Pick<AdminI18n, 't' | 'dateTime'>, at: (row: Row) => number): Column<Row> {
  return {
    label: t('col.time'),
    render: (row) => <time dateTime={new Date(at(row)).toISOString()}>{dateTime(at(row))}</time>,
    csv: (row) => new Date(at(row)).toISOString(),
  };
}

/**
 * A table with a caption and a CSV export of exactly its rows and columns. Text cells that a
 * spreadsheet would run as a formula (=, +, -, @) are prefixed with an apostrophe.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  fileName,
  empty,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  fileName: string;
  empty?: string;
}) {
  const { t } = useI18n();
  const captionId = useId();
  const download = () => {
    const lines = [columns.map((column) => csvCell(column.label)), ...rows.map((row) => columns.map((column) => csvCell(column.csv(row))))];
    const blob = new Blob([`\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileName}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="bo-table">
      <div className="bo-table__head">
        <h2 id={captionId}>{caption}</h2>
        <button type="button" className="bo-button bo-button--ghost" onClick={download} aria-label={t('table.csvOf', { table: caption })}>
          {t('table.csv')}
        </button>
      </div>
      <div className="bo-table__scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
        <table aria-labelledby={captionId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={column.numeric ? 'bo-num' : undefined}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>
                  <div className="bo-table__empty">{empty ?? t('table.empty')}</div>
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={rowKey(row, index)}>
                  {columns.map((column) => (
                    <td key={column.label} className={column.numeric ? 'bo-num' : undefined}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Previous/next for a paged list. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="bo-pager" aria-label={t('table.page', { page, pages })}>
      <button type="button" className="bo-button bo-button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('table.previous')}
      </button>
      <span>{t('table.page', { page, pages })}</span>
      <button type="button" className="bo-button bo-button--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('table.next')}
      </button>
    </nav>
  );
}
