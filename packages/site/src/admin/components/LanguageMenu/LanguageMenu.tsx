import { useRef } from 'react';
import { LOCALES, LOCALE_NAME, LOCALE_TAG, localePath, rememberLocale } from '../../../i18n/locale.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { useDetailsDismiss } from '../../../components/LanguageSwitcher/useDetailsDismiss.ts';
import '../../../components/LanguageSwitcher/language-menu.css';

/**
 * The header's language menu, as the player site's LanguageSwitcher: a disclosure listing the
 * four locales as links to the same screen (`path`, the query kept), each in its own language.
 * Nothing changes until one is followed (WCAG 3.2.2): a <select> that navigated on change left
 * the page at the first arrow key. Following one stores the choice in the locale cookie, so that
 * an unprefixed /admin opens in it again.
 */
export function LanguageMenu({ path }: { path: string }) {
  const { t, locale } = useI18n();
  const details = useRef<HTMLDetailsElement>(null);

  useDetailsDismiss(details);

  return (
    <details className="lang-menu bo-language" ref={details}>
      <summary>{t('app.languageCurrent', { language: LOCALE_NAME[locale] })}</summary>
      <ul>
        {LOCALES.map((option) => (
          <li key={option}>
            <a
              href={localePath(option, path) + window.location.search}
              lang={LOCALE_TAG[option]}
              hrefLang={LOCALE_TAG[option]}
              aria-current={option === locale ? 'true' : undefined}
              onClick={() => rememberLocale(option)}
            >
              {LOCALE_NAME[option]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
