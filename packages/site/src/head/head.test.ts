import { afterEach, describe, expect, it } from 'vitest';
import { applyHead, documentTitle, headHtml, headLinks, SITE_ORIGIN } from './head.ts';

describe('the document head', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('links the canonical URL and the four locales plus x-default, absolute', () => {
    expect(headLinks('zh-cn', '/games')).toEqual([
      { rel: 'canonical', href: `${SITE_ORIGIN}/zh-cn/games` },
      { rel: 'alternate', hreflang: 'en', href: `${SITE_ORIGIN}/games` },
      { rel: 'alternate', hreflang: 'zh-TW', href: `${SITE_ORIGIN}/zh-tw/games` },
      { rel: 'alternate', hreflang: 'zh-CN', href: `${SITE_ORIGIN}/zh-cn/games` },
      { rel: 'alternate', hreflang: 'de-CH', href: `${SITE_ORIGIN}/de-ch/games` },
      { rel: 'alternate', hreflang: 'x-default', href: `${SITE_ORIGIN}/games` },
    ]);
    expect(headLinks('de-ch', '/')[0]?.href).toBe(`${SITE_ORIGIN}/de-ch`);
  });

  it('renders escaped tags for a prerendered page, and only title, description and robots when noindex', () => {
    const html = headHtml({ title: 'A & B', description: 'say "hi"', locale: 'en', path: '/company' });
    expect(html).toContain('<title>A &amp; B | KY Gaming</title>');
    expect(html).toContain('<meta name="description" content="say &quot;hi&quot;" />');
    expect(html.match(/<link /g)).toHaveLength(6);
    const hidden = headHtml({ title: 'Page Not Found', description: 'x', noindex: true, locale: 'en', path: '/x' });
    expect(hidden).toContain('<meta name="robots" content="noindex" />');
    expect(hidden).not.toContain('<link');
  });

  it('updates the live head after a navigation, without duplicates', () => {
    applyHead({ title: 'Games', description: 'All games', locale: 'en', path: '/games' });
    applyHead({ title: 'Spiele', description: 'Alle Spiele', locale: 'de-ch', path: '/games' });
    expect(document.title).toBe('Spiele | KY Gaming');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE_ORIGIN}/de-ch/games`);
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(5);

    applyHead({ title: 'Page Not Found', description: 'x', noindex: true, locale: 'en', path: '/x' });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('puts the brand after the page title', () => {
    expect(documentTitle('Games')).toBe('Games | KY Gaming');
    expect(documentTitle('KY Gaming')).toBe('KY Gaming');
  });
});
