import { Link, useLocation } from 'react-router';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { splitLocale } from '../../i18n/locale.ts';

export function Footer() {
  const { t, href } = useI18n();
  const { pathname } = useLocation();
  const from = splitLocale(pathname).path;
  const languageHref = href(from === '/language' ? '/language' : `/language?from=${encodeURIComponent(from)}`);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t('footer.nav')}>
          <ul className="site-footer__links">
            <li>
              <Link to={href('/privacy_policy')}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={href('/sitemap')}>{t('footer.sitemap')}</Link>
            </li>
            <li>
              <Link to={href('/contact')}>{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to={href('/pratique')}>{t('footer.practice')}</Link>
            </li>
            <li>
              <Link to={languageHref}>{t('footer.language')}</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__responsible">
          <span className="site-footer__age" aria-hidden="true">
            18+
          </span>
          {t('footer.responsible')}
        </p>
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
