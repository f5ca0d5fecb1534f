import { describe, expect, expectTypeOf, it } from 'vitest';
import { createI18n, translatorOf } from './core';

const en = {
  hello: 'Hello {name}',
  games_one: '{count} game',
  games_other: '{count} games',
  only_en: 'Only in English',
} as const;

function setup(lng: 'en' | 'de-CH' | 'zh-CN') {
  return createI18n({
    lng,
    ns: ['test'],
    resources: {
      en: { test: en },
      de: { test: { only_en: 'Nur auf Deutsch' } },
      'de-CH': { test: { hello: 'Grüezi {name}', games_one: '{count} Spiel', games_other: '{count} Spiele' } },
      'zh-CN': { test: { hello: '你好 {name}', games_other: '{count} 个游戏' } },
    },
  });
}

describe('the shared i18n setup', () => {
  it('fills {name} placeholders without escaping', () => {
    const t = translatorOf<typeof en>(setup('en'), 'en', 'test');
    expect(t('hello', { name: '<b>Ann</b>' })).toBe('Hello <b>Ann</b>');
  });

  it('picks plural forms with Intl.PluralRules', () => {
    const i18n = setup('en');
    const t = translatorOf<typeof en>(i18n, 'en', 'test');
    expect(t('games', { count: 1 })).toBe('1 game');
    expect(t('games', { count: 2 })).toBe('2 games');
    expect(translatorOf<typeof en>(i18n, 'de-CH', 'test')('games', { count: 1 })).toBe('1 Spiel');
    expect(translatorOf<typeof en>(i18n, 'zh-CN', 'test')('games', { count: 1 })).toBe('1 个游戏');
  });

  it('falls back de-CH -> de -> en, and Chinese to English', () => {
    const i18n = setup('de-CH');
    expect(translatorOf<typeof en>(i18n, 'de-CH', 'test')('only_en')).toBe('Nur auf Deutsch');
    expect(translatorOf<typeof en>(i18n, 'zh-CN', 'test')('only_en')).toBe('Only in English');
  });

  it('types keys and their values', () => {
    const t = translatorOf<typeof en>(setup('en'), 'en', 'test');
    expectTypeOf(t('only_en')).toBeString();
    expectTypeOf(t('hello', { name: 'x' })).toBeString();
    expectTypeOf(t('games', { count: 3 })).toBeString();
    // @ts-expect-error an unknown key
    t('nope');
    // @ts-expect-error a placeholder without its value
    t('hello');
    // @ts-expect-error a plural key needs a numeric count
    t('games', { count: 'x' });
  });
});
