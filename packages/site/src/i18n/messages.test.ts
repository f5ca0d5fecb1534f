import { describe, expect, it } from 'vitest';
import { loadMessages, messagesFor, partOf } from './messages.ts';
import { CATALOGUE_PARTS } from './testing.ts';

describe('a locale’s messages, loaded in parts', () => {
  it('are there once the site part is, with every part loaded so far, whatever came first', async () => {
    const { site, play } = CATALOGUE_PARTS['de-ch'];
    await expect(loadMessages('de-ch', 'play')).resolves.toEqual(play);
    // A page's chunk may bring the play part before the locale's loader brings the site part.
    expect(messagesFor('de-ch')).toBeUndefined();
    await expect(loadMessages('de-ch')).resolves.toEqual(site);
    expect(messagesFor('de-ch')).toEqual({ ...site, ...play });
    await loadMessages('de-ch', 'player');
    expect(messagesFor('de-ch')).toEqual({ ...site, ...play, ...CATALOGUE_PARTS['de-ch'].player });
    expect(messagesFor('de-ch')?.['fair.verify']).toBe('Prüfen');
    expect(messagesFor('de-ch')?.['nav.games']).toBe('Spiele');
  });

  it('without the other parts, have none of their keys', async () => {
    await loadMessages('zh-cn');
    expect(Object.keys(messagesFor('zh-cn') ?? {})).toEqual(Object.keys(CATALOGUE_PARTS['zh-cn'].site));
  });

  it('each key belongs to the part its prefix names', () => {
    expect(['game.title', 'round.close', 'fair.verify'].map(partOf)).toEqual(['play', 'play', 'play']);
    expect(['balance.title', 'history.details', 'records.title', 'launch.title'].map(partOf)).toEqual(['player', 'player', 'player', 'player']);
    expect(['nav.games', 'gameType.slot', 'games.title', 'footer.privacy'].map(partOf)).toEqual(['site', 'site', 'site', 'site']);
  });
});
