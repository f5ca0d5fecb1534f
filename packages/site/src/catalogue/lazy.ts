import { guardImport } from '../app/chunkReload.ts';

/*
 * Content as lazy chunks, for loaders. A prerendered page gets its loader's data from the HTML,
 * so a page that shows one game (or a few news titles) does not ship the whole catalogue (or
 * every article in four languages) as initial JavaScript.
 */
export const loadCatalogue = guardImport(() => import('./games.ts'));
export const loadNews = guardImport(() => import('../content/news.ts'));
