import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/I18nContext.tsx';
import { LOCALES } from '../../i18n/locale.ts';
import { CATALOGUES } from '../../i18n/testing.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

/** `text` as a whole within a name: "EN" is not in "Language: English", whose "En" starts a word. */
const whole = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu');

describe('LanguageSwitcher', () => {
  afterEach(() => cleanup());

  // WCAG 2.5.3 (label in name): a speech user says what they see. The summary shows the short
  // code on a desktop row and the language's name in the mobile menu; its name holds both.
  for (const locale of LOCALES) {
    it(`names its summary with the text it shows, at either width, in ${locale}`, () => {
      const { container } = render(
        <MemoryRouter>
          <I18nProvider locale={locale} messages={CATALOGUES[locale]}>
            <LanguageSwitcher />
          </I18nProvider>
        </MemoryRouter>,
      );
      const summary = container.querySelector('summary');
      if (!summary) throw new Error('the switcher has no summary');
      const shown = [...summary.querySelectorAll('span:not([aria-hidden])')].map((span) => span.textContent ?? '');
      expect(shown).toHaveLength(2);
      for (const text of shown) expect(summary).toHaveAccessibleName(whole(text));
    });
  }
});
