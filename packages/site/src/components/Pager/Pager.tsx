import { Link, useLocation } from 'react-router';
import { useI18n } from '../../i18n/I18nContext.tsx';

/** Previous / next links for a paged list; the page lives in the query (`?page=2`). */
export function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    if (n <= 1) params.delete('page');
    else params.set('page', String(n));
    const query = params.toString();
    return pathname + (query ? `?${query}` : '');
  };
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev">
          {t('pager.previous')}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span className="pager__status">{t('pager.status', { page, pages })}</span>
      {page < pages ? (
        <Link to={to(page + 1)} rel="next">
          {t('pager.next')}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}

/** `?page=` as a positive integer (1 when absent or invalid). */
export function pageFrom(search: URLSearchParams): number {
  const n = Number(search.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
