import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { LOCALES, LOCALE_NAME, LOCALE_TAG, localePath, rememberLocale, splitLocale, type Locale } from '../../i18n/locale.ts';
import { useDetailsDismiss } from './useDetailsDismiss.ts';

/** What the header's button shows on a desktop row, where the full name does not fit beside a wallet. */
export const LOCALE_SHORT: Record<Locale, string> = { en: 'EN', 'zh-tw': '繁中', 'zh-cn': '简中', 'de-ch': 'DE' };

/** The same page in `locale`, query and fragment kept. */
export function useLocaleSwitchHref(): (locale: Locale) => string {
  const { pathname, search, hash } = useLocation();
  const { path } = splitLocale(pathname);
  return (locale) => localePath(locale, path) + search + hash;
}

/** The header's language menu: a disclosure listing the four locales as links. */
export function LanguageSwitcher() {
  const { t, locale } = useI18n();
  const switchHref = useLocaleSwitchHref();
  const details = useRef<HTMLDetailsElement>(null);

  useDetailsDismiss(details);

  return (
    <details className="lang-menu lang-switcher" ref={details}>
      {/* Its name holds the text it shows at either width (WCAG 2.5.3): "EN, Language: English". */}
      <summary aria-label={t('nav.languageCurrent', { short: LOCALE_SHORT[locale], language: LOCALE_NAME[locale] })}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
        </svg>
        <span className="lang-switcher__name">{LOCALE_NAME[locale]}</span>
        <span className="lang-switcher__short" lang={LOCALE_TAG[locale]}>
          {LOCALE_SHORT[locale]}
        </span>
      </summary>
      <ul>
        {LOCALES.map((option) => (
          <li key={option}>
            <Link
              to={switchHref(option)}
              lang={LOCALE_TAG[option]}
              hrefLang={LOCALE_TAG[option]}
              data-locale={option}
              aria-current={option === locale ? 'true' : undefined}
              onClick={() => {
                rememberLocale(option);
                if (details.current) details.current.open = false;
              }}
            >
              {LOCALE_NAME[option]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
