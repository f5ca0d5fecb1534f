import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createI18n, translatorOf } from '@ky-wallet/widget/i18n';
import { LOCALE_TAG, localePath, type Locale, type LocaleTag } from './locale.ts';
import type { Catalogue, SiteMessages, Translate } from './messages.ts';

export interface I18n {
  locale: Locale;
  /** BCP 47 tag, for Intl and `lang` attributes. */
  tag: LocaleTag;
  t: Translate;
  /** The path of an unprefixed site path in the current locale. */
  href: (path: string) => string;
}

const I18nContext = createContext<I18n | null>(null);

/** One translator per loaded catalogue, kept: main.tsx creates the first page's before hydrating. */
const translators = new WeakMap<Catalogue, I18n>();

/** The site's translations in `locale`: an i18next instance (the shared setup) over its loaded catalogue. */
export function i18nFor(locale: Locale, messages: Catalogue): I18n {
  // (A page whose catalogue failed to load shows the previous one under its own locale.)
  let value = translators.get(messages);
  if (value?.locale !== locale) {
    const tag = LOCALE_TAG[locale];
    const i18n = createI18n({ lng: tag, ns: ['site'], resources: { [tag]: { site: messages } } });
    value = {
      locale,
      tag,
      t: translatorOf<SiteMessages>(i18n, tag, 'site'),
      href: (path) => localePath(locale, path),
    };
    translators.set(messages, value);
  }
  return value;
}

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Catalogue;
  children: ReactNode;
}) {
  const value = useMemo(() => i18nFor(locale, messages), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n() outside <I18nProvider>');
  return value;
}
