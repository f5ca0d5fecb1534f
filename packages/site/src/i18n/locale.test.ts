import { describe, expect, it } from 'vitest';
import {
  decideLocale,
  localeCookie,
  localePath,
  matchBrowserLocale,
  readLocaleCookie,
  splitLocale,
} from './locale.ts';

describe('matchBrowserLocale', () => {
  it.each([
    [['zh-TW'], 'zh-tw'],
    [['zh-HK'], 'zh-tw'],
    [['zh-MO'], 'zh-tw'],
    [['zh-Hant'], 'zh-tw'],
    [['zh-Hant-HK'], 'zh-tw'],
    [['zh'], 'zh-cn'],
    [['zh-CN'], 'zh-cn'],
    [['zh-SG'], 'zh-cn'],
    [['zh-Hans'], 'zh-cn'],
    [['zh-Hans-HK'], 'zh-cn'],
    [['de'], 'de-ch'],
    [['de-DE'], 'de-ch'],
    [['de-CH'], 'de-ch'],
    [['de-AT'], 'de-ch'],
    [['en-US'], 'en'],
    [['en-GB', 'zh-TW'], 'en'],
    [['fr-FR', 'de-DE', 'zh-CN'], 'de-ch'],
    [['fr-FR', 'ja'], 'en'],
    [[], 'en'],
    [['ZH_tw'], 'zh-tw'],
  ] as const)('%j → %s', (languages, locale) => {
    expect(matchBrowserLocale(languages)).toBe(locale);
  });
});

describe('locale paths', () => {
  it.each([
    ['/', 'en', '/'],
    ['/games', 'en', '/games'],
    ['/zh-tw', 'zh-tw', '/'],
    ['/zh-tw/', 'zh-tw', '/'],
    ['/zh-tw/games', 'zh-tw', '/games'],
    ['/zh-cn/gamerule/original-dice/zh-tw', 'zh-cn', '/gamerule/original-dice/zh-tw'],
    ['/de-ch/games', 'de-ch', '/games'],
    ['/zh-twx', 'en', '/zh-twx'],
    ['/ZH-TW/games', 'en', '/ZH-TW/games'],
  ])('splits %s into %s + %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });

  it('prefixes every locale but English', () => {
    expect(localePath('en', '/games')).toBe('/games');
    expect(localePath('en', '/')).toBe('/');
    expect(localePath('zh-tw', '/')).toBe('/zh-tw');
    expect(localePath('zh-cn', '/games')).toBe('/zh-cn/games');
    expect(localePath('de-ch', '/?login=1')).toBe('/de-ch?login=1');
  });
});

describe('the i18n_redirected cookie', () => {
  it('is written for 365 days on the whole site, SameSite=Lax', () => {
    expect(localeCookie('zh-tw')).toBe('i18n_redirected=zh-tw; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('is read among other cookies, and ignored when its value is not a locale', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=de-ch; b=2')).toBe('de-ch');
    expect(readLocaleCookie('i18n_redirected=fr')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
    // Not URI-encoded (another app's value): no locale, no exception that would stop the app.
    expect(readLocaleCookie('i18n_redirected=%E0')).toBeNull();
  });
});

describe('decideLocale', () => {
  const visit = (pathname: string, cookies: string, languages: string[]) =>
    decideLocale({ pathname, search: '?type=slot', hash: '', cookies, languages });

  describe('given a first visit (no cookie)', () => {
    it('redirects an unprefixed URL to the browser language and stores it', () => {
      expect(visit('/games', '', ['zh-TW', 'en'])).toEqual({ redirect: '/zh-tw/games?type=slot', setCookie: 'zh-tw' });
      expect(visit('/', '', ['de-CH'])).toEqual({ redirect: '/de-ch?type=slot', setCookie: 'de-ch' });
    });

    it('stays on English for an English or unmatched browser, and stores en', () => {
      expect(visit('/games', '', ['en-US'])).toEqual({ redirect: null, setCookie: 'en' });
      expect(visit('/games', '', ['ja-JP'])).toEqual({ redirect: null, setCookie: 'en' });
    });

    it('keeps a prefixed URL (an explicit choice) and stores its locale', () => {
      expect(visit('/zh-cn/games', '', ['de-DE'])).toEqual({ redirect: null, setCookie: 'zh-cn' });
    });
  });

  describe('given a stored choice', () => {
    it('sends an unprefixed URL to the stored locale', () => {
      expect(visit('/games', 'i18n_redirected=zh-cn', ['en-US'])).toEqual({ redirect: '/zh-cn/games?type=slot', setCookie: null });
    });

    it('leaves English and prefixed URLs alone', () => {
      expect(visit('/games', 'i18n_redirected=en', ['zh-TW'])).toEqual({ redirect: null, setCookie: null });
      expect(visit('/de-ch/games', 'i18n_redirected=zh-tw', ['zh-TW'])).toEqual({ redirect: null, setCookie: null });
    });
  });
});
