import { FREE_MULTIPLIER, WILD_MULTIPLIER } from '@ky-wallet/games/games/slot-32d-cleopatra';
import { slotMultiplier } from '@ky-wallet/games/slot';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatMultiplier } from '../money.ts';
import { SlotPicture } from '../slot/SlotPicture.tsx';
import { cleopatraFaces } from './CleopatraArt.tsx';
import { cleopatraWin, freeWinThrough, type CleopatraView } from './CleopatraGame.tsx';
import './CleopatraGame.css';

/**
 * A Cleopatra 32 round as it fell (history and fairness page): the paid spin, then every free
 * game with its lines and Pyramids, and what the free games added up to.
 */
export function RoundPicture({ view }: { view: CleopatraView }) {
  const { t, tag } = useI18n();
  const free = view.free;
  const first = view.spins[0];
  return (
    <div className="cleo">
      <SlotPicture view={view} faces={cleopatraFaces(t)} describeWin={(win, spin) => cleopatraWin(win, spin, t)}>
        {free && first ? (
          <p className="cleo-picture__free" data-testid="cleo-picture-free">
            {t('game.cleopatra.picture', {
              awarded: free.awarded,
              count: free.played,
              rule: t('game.cleopatra.rule', { times: FREE_MULTIPLIER, wild: FREE_MULTIPLIER * WILD_MULTIPLIER }),
              multiplier: formatMultiplier(slotMultiplier(freeWinThrough(view, view.spins.length - 1), view.credits), 10_000, 2, tag),
            })}
          </p>
        ) : null}
      </SlotPicture>
    </div>
  );
}

export default RoundPicture;
