import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from './i18n/I18nContext.tsx';
import { LOCALE_TAG } from './i18n/locale.ts';
import { CATALOGUES, siteLocale } from './i18n/testing.ts';

/*
 * For the site's stories: what a component of the site needs around it, in the toolbar's locale.
 */

/**
 * A router and the interface language, with the language on the story's root element, as a page
 * of the site has it on <html>: screen readers, hyphenation and the Chinese glyphs (Traditional or
 * Simplified shapes) follow it.
 */
export const withSite: Decorator = (Story, context) => {
  const locale = siteLocale(context.globals.locale);
  return (
    <MemoryRouter>
      <I18nProvider locale={locale} messages={CATALOGUES[locale]}>
        {/* The page's colours on the story's own box too: a Docs page draws it on white. */}
        <div lang={LOCALE_TAG[locale]} style={{ background: 'var(--site-bg)', color: 'var(--site-text)' }}>
          <Story />
        </div>
      </I18nProvider>
    </MemoryRouter>
  );
};
