import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/I18nContext.tsx';
import { CATALOGUES } from '../../i18n/testing.ts';
import type { Catalogue } from '../../i18n/messages.ts';
import type { GameId, Locale } from '../../content/types.ts';
import { gameCard } from '../story-fixtures.ts';
import { GameCard } from './GameCard.tsx';

const { en, 'zh-tw': zhTW } = CATALOGUES;

function tagsOf(id: GameId, locale: Locale = 'en', messages: Catalogue = en): string[] {
  render(
    <MemoryRouter>
      <I18nProvider locale={locale} messages={messages}>
        <GameCard game={gameCard(id, locale)} />
      </I18nProvider>
    </MemoryRouter>,
  );
  const tags = [...screen.getByRole('article').querySelectorAll('.tag')].map((tag) => tag.textContent ?? '');
  cleanup();
  return tags;
}

describe('GameCard', () => {
  afterEach(() => cleanup());

  it('tags a game with its type and its category', () => {
    expect(tagsOf('original-dice')).toEqual(['Dice', 'Originals']);
  });

  it('tags a game whose category is its type’s own family once, not "Bingo Bingo" or "Slot Slots"', () => {
    expect(tagsOf('bingo-tombola')).toEqual(['Bingo']);
    expect(tagsOf('bingo-tombola', 'zh-tw', zhTW).length).toBe(1);
    expect(tagsOf('slot-gold-digger')).toEqual(['Slot']);
    expect(tagsOf('scratch-fortune-n')).toEqual(['Scratch card']);
    expect(tagsOf('slot-gold-digger', 'zh-tw', zhTW).length).toBe(1);
  });
});
