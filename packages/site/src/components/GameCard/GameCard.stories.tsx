import type { Meta, StoryObj } from '@storybook/react-vite';
import type { GameId } from '../../content/types.ts';
import '../../app/global.css';
import './GameCard.css';
import { GameCard } from './GameCard.tsx';
import { PlayForFunLink } from './PlayForFunLink.tsx';
import { cardIn, gameCard } from '../story-fixtures.ts';
import { withSite } from '../../story-kit.tsx';

/**
 * A card in a list's grid (`.card-grid`), as the games, practice and home pages show it; the
 * game's name is the catalogue's in the toolbar's locale.
 */
const meta = {
  title: 'Site/GameCard',
  // A Docs page too: the component's props (from its types) above every story of it.
  tags: ['autodocs'],
  component: GameCard,
  decorators: [withSite],
  args: { game: gameCard('original-dice'), eager: true, headingLevel: 2 },
  render: (args, { globals }) => (
    <ul className="card-grid">
      <li>
        <GameCard {...args} game={cardIn(args.game, globals)} />
      </li>
    </ul>
  ),
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A game players can have now: its cover, type and category tags, RTP and "available". */
export const Available: Story = {};

/** A game not released yet: the "coming soon" badge. */
export const ComingSoon: Story = { args: { game: gameCard('slot-battle-royale') } };

/** A game whose type and category read the same (Bingo): one tag, not two. */
export const OneTagForTypeAndCategory: Story = { args: { game: gameCard('bingo-tombola') } };

/** On the practice page: the card with its Play for fun button. */
export const WithPlayButton: Story = {
  render: (args, { globals }) => {
    const game = cardIn(args.game, globals);
    return (
      <ul className="card-grid">
        <li>
          <GameCard {...args} game={game}>
            <PlayForFunLink game={game} />
          </GameCard>
        </li>
      </ul>
    );
  },
};

const LIST: GameId[] = ['original-dice', 'original-mines', 'slot-lucky-panda', 'scratch-year-of-dragon-n', 'board-legends-football', 'bingo-tombola'];

/** Cards side by side as the games list shows them: long names, every availability, the first two covers loaded at once. */
export const InTheGamesList: Story = {
  render: (_args, { globals }) => (
    <ul className="card-grid">
      {LIST.map((id, index) => (
        <li key={id}>
          <GameCard game={cardIn(gameCard(id), globals)} eager={index < 2} headingLevel={2} />
        </li>
      ))}
    </ul>
  ),
};
