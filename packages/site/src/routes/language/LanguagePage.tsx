import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { LOCALES, LOCALE_NAME, LOCALE_TAG, localePath, rememberLocale, splitLocale } from '../../i18n/locale.ts';

const SAME_SITE = 'https://same-site.invalid';

/**
 * A same-site path to go back to (`?from=/games`), without a locale prefix (each choice adds its
 * own: `/zh-cn/news` is `/news`); anything else is the home page. Parsed as a browser would parse
 * the link: it drops tabs and line breaks, so `/\t/evil.example` is `//evil.example`, another site.
 */
export function safeFrom(value: string | null): string {
  if (!value?.startsWith('/')) return '/';
  const url = new URL(value, SAME_SITE);
  if (url.origin !== SAME_SITE) return '/';
  return splitLocale(url.pathname).path + url.search + url.hash;
}

/** The language switcher's full page: the four locales; a choice is remembered in the cookie. */
export function LanguagePage() {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  const from = safeFrom(params.get('from'));
  return (
    <>
      <Meta title={t('language.meta.title')} description={t('language.meta.description')} />
      <PageHeader title={t('language.title')} lead={t('language.lead')} />
      <ul className="language-list">
        {LOCALES.map((option) => (
          <li key={option}>
            <Link
              className="language-list__link"
              to={localePath(option, from)}
              lang={LOCALE_TAG[option]}
              hrefLang={LOCALE_TAG[option]}
              data-locale={option}
              aria-current={option === locale ? 'true' : undefined}
              onClick={() => rememberLocale(option)}
            >
              <span className="language-list__name">{LOCALE_NAME[option]}</span>
              {option === locale ? <span className="language-list__current">{t('language.current')}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
