import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor, I18nProvider, useI18n, type I18n } from './I18nContext.tsx';
import type { Locale } from './locale.ts';
import { CATALOGUES } from './testing.ts';

/** Renders what `show` makes of the page's translations in `locale`. */
function renderIn(locale: Locale, show: (i18n: I18n) => string) {
  function Text() {
    return <p>{show(useI18n())}</p>;
  }
  render(
    <I18nProvider locale={locale} messages={CATALOGUES[locale]}>
      <Text />
    </I18nProvider>,
  );
  return screen.getByRole('paragraph').textContent;
}

describe('the site’s translations', () => {
  afterEach(() => cleanup());

  it('fill in {placeholders}, unescaped (React escapes on render)', () => {
    expect(renderIn('en', ({ t }) => t('error.notFound.message', { path: '/a&b' }))).toBe('Page not found: /a&b');
  });

  it.each([
    ['en', 1, 'See the 1 game'],
    ['en', 32, 'See all 32 games'],
    ['de-ch', 1, '1 Spiel ansehen'],
    ['de-ch', 0, 'Alle 0 Spiele ansehen'],
    ['zh-tw', 1, '查看全部 1 款遊戲'],
    ['zh-cn', 32, '查看全部 32 款游戏'],
  ] as const)('pick the plural form of %s for %i', (locale, count, text) => {
    expect(renderIn(locale, ({ t }) => t('home.allGames', { count }))).toBe(text);
  });

  it('give the tag of the locale', () => {
    expect(renderIn('zh-tw', ({ tag }) => tag)).toBe('zh-TW');
  });

  it('take only known keys, with every value their message needs (checked by the type checker)', () => {
    const check = ({ t }: I18n) => {
      // @ts-expect-error: no such key
      t('home.nope');
      // @ts-expect-error: {path} has no value
      t('error.notFound.message');
      // @ts-expect-error: a plural needs its count
      t('home.allGames', {});
      return t('nav.home');
    };
    expect(renderIn('en', check)).toBe('Home');
  });
});

describe('i18nFor (the translator main.tsx makes before hydrating)', () => {
  it('is the one the provider then uses, for the same catalogue', () => {
    const made = i18nFor('de-ch', CATALOGUES['de-ch']);
    let used: I18n | undefined;
    renderIn('de-ch', (i18n) => {
      used = i18n;
      return i18n.t('nav.home');
    });
    expect(used).toBe(made);
    cleanup();
  });

  it('gives a catalogue shown under another locale (its own failed to load) that locale\'s links and tag', () => {
    const fallback = i18nFor('zh-cn', CATALOGUES.en);
    expect(fallback.tag).toBe('zh-CN');
    expect(fallback.href('/games')).toBe('/zh-cn/games');
    expect(fallback.t('nav.home')).toBe('Home');
    expect(i18nFor('en', CATALOGUES.en).href('/games')).toBe('/games');
  });
});
