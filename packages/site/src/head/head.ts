import { LOCALES, LOCALE_TAG, localePath, type Locale } from '../i18n/locale.ts';

/**
 * The public origin the site is served from, for canonical and hreflang links (search engines
 * want them absolute) and sitemap.xml. Set KY_SITE_ORIGIN when building for production.
 */
export const SITE_ORIGIN: string = (import.meta.env.VITE_SITE_ORIGIN as string | undefined) ?? 'http://127.0.0.1:8080';

export interface PageHead {
  title: string;
  description: string;
  /** Pages that must not be indexed (404, player pages): no canonical, no alternates. */
  noindex?: boolean;
  /**
   * The page's own address, unprefixed, when it is shown at another too (the newest article at
   * `/newscontent`): canonical and alternates name it. Default: the address shown.
   */
  canonicalPath?: string;
}

/** What the document head holds for one page in one locale. */
export interface HeadData extends PageHead {
  locale: Locale;
  /** The page's path without the locale prefix and without the query. */
  path: string;
}

export interface HeadLink {
  rel: 'canonical' | 'alternate';
  href: string;
  hreflang?: string;
}

export function documentTitle(title: string): string {
  return title === 'KY Gaming' ? title : `${title} | KY Gaming`;
}

export function absoluteUrl(path: string): string {
  return SITE_ORIGIN.replace(/\/$/, '') + encodeURI(path);
}

/** Canonical link plus one alternate per locale and x-default (English, the unprefixed URL). */
export function headLinks(locale: Locale, path: string): HeadLink[] {
  const links: HeadLink[] = [{ rel: 'canonical', href: absoluteUrl(localePath(locale, path)) }];
  for (const other of LOCALES) {
    links.push({ rel: 'alternate', hreflang: LOCALE_TAG[other], href: absoluteUrl(localePath(other, path)) });
  }
  links.push({ rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(localePath('en', path)) });
  return links;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The head tags of a prerendered page (title, description, robots, canonical, alternates). */
export function headHtml(head: HeadData): string {
  const tags = [
    `<title>${escapeHtml(documentTitle(head.title))}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.noindex) {
    tags.push('<meta name="robots" content="noindex" />');
  } else {
    for (const link of headLinks(head.locale, head.path)) {
      const lang = link.hreflang ? ` hreflang="${link.hreflang}"` : '';
      tags.push(`<link rel="${link.rel}"${lang} href="${escapeHtml(link.href)}" data-head="" />`);
    }
  }
  return tags.join('\n    ');
}

/** Brings the live document's head in line with `head` after a client-side navigation. */
export function applyHead(head: HeadData, doc: Document = document): void {
  doc.title = documentTitle(head.title);
  let description = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = doc.createElement('meta');
    description.name = 'description';
    doc.head.append(description);
  }
  description.content = head.description;

  let robots = doc.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (head.noindex) {
    if (!robots) {
      robots = doc.createElement('meta');
      robots.name = 'robots';
      doc.head.append(robots);
    }
    robots.content = 'noindex';
  } else {
    robots?.remove();
  }

  const wanted = head.noindex ? [] : headLinks(head.locale, head.path);
  const existing = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"], link[rel="alternate"][hreflang]')];
  const same =
    existing.length === wanted.length &&
    existing.every(
      (el, i) =>
        el.getAttribute('rel') === wanted[i]?.rel &&
        el.getAttribute('href') === wanted[i]?.href &&
        (el.getAttribute('hreflang') ?? undefined) === wanted[i]?.hreflang,
    );
  if (same) return;
  existing.forEach((el) => el.remove());
  for (const link of wanted) {
    const el = doc.createElement('link');
    el.rel = link.rel;
    if (link.hreflang) el.hreflang = link.hreflang;
    el.href = link.href;
    el.setAttribute('data-head', '');
    doc.head.append(el);
  }
}
