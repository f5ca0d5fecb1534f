import type { NewsArticle } from '../../content/types.ts';

/** Articles newest first; same day: by slug, so the order is stable. */
export function newestFirst(list: readonly NewsArticle[]): NewsArticle[] {
  return list.toSorted((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
