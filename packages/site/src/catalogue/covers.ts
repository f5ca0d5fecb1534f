import type { GameId } from '../content/types.ts';

/** Cover image URLs (hashed files), apart from the catalogue so a card can show one cheaply. */
const coverUrls = import.meta.glob<string>('../content/games/*/cover.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

const covers = new Map<string, string>();
for (const [path, url] of Object.entries(coverUrls)) covers.set(path.split('/').at(-2) ?? '', url);

export function coverUrl(id: GameId): string {
  return covers.get(id) ?? '';
}
