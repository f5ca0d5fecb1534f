import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from './locale.ts';
import { LOCALE_TAG, localePath } from './locale.ts';
import { translator, type Messages, type Translate } from './messages.ts';

export interface I18n {
  locale: Locale;
  /** BCP 47 tag, for Intl and `lang` attributes. */
  tag: string;
  t: Translate;
  /** The path of an unprefixed site path in the current locale. */
  href: (path: string) => string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo<I18n>(
    () => ({
      locale,
      tag: LOCALE_TAG[locale],
      t: translator(messages),
      href: (path) => localePath(locale, path),
    }),
    [locale, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n() outside <I18nProvider>');
  return value;
}
