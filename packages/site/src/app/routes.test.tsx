import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOCALES, localePath, splitLocale } from '../i18n/locale.ts';
import { createRoutes, localeBranch, REDIRECTS } from './routes.tsx';

const routes = createRoutes();

/** The id of the route that answers `path` (the last match), e.g. `zh-tw:games`. */
function pageOf(path: string): string | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route.id;
}

// SPEC.md section 2, with an example for each parameter.
const SPEC_PAGES: [string, string][] = [
  ['/', 'home'],
  ['/balance', 'balance'],
  ['/company', 'company'],
  ['/gamedetail/original-mines', 'gamedetail'],
  ['/gamerule/original-mines/en', 'gamerule'],
  ['/gamerule/slot-32d-cleopatra/zh-tw', 'gamerule'],
  ['/games', 'games'],
  ['/getGameUrl', 'launch'],
  ['/language', 'language'],
  ['/news', 'news'],
  ['/newscontent/some-article', 'newscontent'],
  ['/newscontent', 'newscontent'],
  ['/pratique', 'practice'],
  ['/privacy_policy', 'privacy'],
  ['/records', 'records'],
  ['/history', 'history'],
  ['/sitemap', 'sitemap'],
  ['/contact', 'contact'],
  ['/login/demo', 'login'],
  ['/play/original-dice', 'play'],
  ['/fairness', 'fairness'],
];

const SPEC_REDIRECTS: [string, string][] = [
  ['/games copy', '/games'],
  ['/history copy', '/history'],
  ['/history1', '/history'],
  ['/history2', '/history'],
  ['/records2', '/records'],
  ['/list', '/games'],
  ['/carousel', '/'],
  ['/slider', '/'],
  ['/skeleton', '/'],
  ['/s3', '/'],
  ['/test', '/'],
];

describe('the route table', () => {
  describe.each(LOCALES)('in %s', (locale) => {
    it.each(SPEC_PAGES)('resolves %s to the %s page', (path, page) => {
      expect(pageOf(localePath(locale, path))).toBe(`${locale}:${page}`);
    });

    it.each(SPEC_REDIRECTS)('redirects %s to %s', async (from, to) => {
      const id = pageOf(localePath(locale, from));
      expect(id).toBe(`${locale}:redirect:${from}`);
      const route = matchRoutes(routes, localePath(locale, from))?.at(-1)?.route;
      const loader = route?.loader;
      if (typeof loader !== 'function') throw new Error('a redirect route needs a loader');
      const request = new Request(`http://site.test${encodeURI(localePath(locale, from))}?type=slot`);
      const response = (await loader({ request, params: {}, context: {} } as never)) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe(`${localePath(locale, to)}?type=slot`);
    });

    it.each(['/nowhere', '/games/extra/segments', '/admin', '/admin2', '/gamerule/original-mines'])(
      'sends %s to the 404 page',
      (path) => {
        expect(pageOf(localePath(locale, path))).toBe(`${locale}:not-found`);
      },
    );
  });

  it('lists exactly the redirects of the README', () => {
    expect(REDIRECTS.map((entry) => [entry.from, entry.to])).toEqual(expect.arrayContaining(SPEC_REDIRECTS));
    expect(REDIRECTS).toHaveLength(SPEC_REDIRECTS.length);
  });

  it('treats an unknown prefix as an English path, so it is a 404', () => {
    expect(pageOf('/fr/games')).toBe('en:not-found');
    expect(pageOf('/zh-TW/games')).toBe('en:not-found');
  });

  it('answers the bare locale prefixes with their home pages', () => {
    expect(pageOf('/zh-tw')).toBe('zh-tw:home');
    expect(pageOf('/zh-cn/')).toBe('zh-cn:home');
    expect(pageOf('/de-ch')).toBe('de-ch:home');
  });
});

describe('the first page\'s match (localeBranch)', () => {
  const paths = [
    ...LOCALES.flatMap((locale) => [...SPEC_PAGES, ...SPEC_REDIRECTS].map(([path]) => localePath(locale, path))),
    ...['/nowhere', '/fr/games', '/zh-TW/games', '/zh-tw', '/de-ch/'],
  ];

  it.each(paths)('matches %s with the same route objects as the whole table', (path) => {
    const whole = matchRoutes(routes, path)?.map((match) => match.route);
    const branch = matchRoutes(localeBranch(routes, splitLocale(path).locale), path)?.map((match) => match.route);
    // The root is a copy (it has nothing to load); every route below it is the table's own.
    expect(branch?.slice(1)).toEqual(whole?.slice(1));
    branch?.slice(1).forEach((route, index) => expect(route).toBe(whole?.[index + 1]));
    expect(branch?.[0]?.id).toBe('root');
  });

  it('holds one locale only', () => {
    expect(localeBranch(routes, 'de-ch')[0]?.children?.map((child) => child.id)).toEqual(['de-ch']);
    expect(routes[0]?.children).toHaveLength(LOCALES.length);
  });
});
