import { createInstance, type i18n as I18n } from 'i18next';
import { en } from './en';
import { zhCN } from './zh-CN';

export { en, isMessageKey, type MessageKey, type Catalogue } from './en';

export const LOCALES = ['en', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];

/** BCP 47 tags for Intl formatting (SPEC.md: the default interface locale tag is en-US). */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', 'zh-CN': 'zh-CN' };

/** The `locale` attribute to a supported locale; anything unknown is English for now. */
export function resolveLocale(value: string | null | undefined): Locale {
  const tag = (value ?? '').trim().toLowerCase().replace('_', '-');
  if (tag === 'zh-cn' || tag === 'zh-hans' || tag === 'zh-hans-cn') return 'zh-CN';
  return 'en';
}

/**
 * One i18next instance per element (never the global one): two wallets on a page can show two
 * languages, and the host page's own i18next is left alone. Catalogues are bundled, so init is
 * synchronous and the first render already has text.
 */
export function createI18n(locale: Locale = 'en'): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: [...LOCALES],
    resources: { en: { translation: en }, 'zh-CN': { translation: zhCN } },
    initAsync: false,
    // React escapes text already.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}
