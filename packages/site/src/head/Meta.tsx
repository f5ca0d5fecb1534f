import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../i18n/I18nContext.tsx';
import { splitLocale } from '../i18n/locale.ts';
import { applyHead, type HeadData, type PageHead } from './head.ts';

/** On the server, pages write their head here; the prerender script turns it into tags. */
export interface HeadCollector {
  head: HeadData | null;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** A page's title and description (and whether it may be indexed); renders nothing. */
export function Meta({ title, description, noindex = false, canonicalPath }: PageHead) {
  const collector = useContext(HeadCollectorContext);
  const { locale } = useI18n();
  const { pathname } = useLocation();
  const path = canonicalPath ?? splitLocale(pathname).path;
  if (collector) collector.head = { title, description, noindex, locale, path };
  useEffect(() => {
    applyHead({ title, description, noindex, locale, path });
  }, [title, description, noindex, locale, path]);
  return null;
}
