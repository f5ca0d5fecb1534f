import { GRID_SPOTS, PEARL_MULTIPLIERS, PEARL_SPOT, threeOf, type PearlValue } from '@ky-wallet/games/games/scratch-year-of-dragon-n';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { Translate } from '../../i18n/messages.ts';
import { ScratchCard, type ScratchSkin, type ScratchView } from '../scratch/ScratchCard.tsx';
import type { GameTable } from '../table.ts';
import { dragonFaces, type DragonSpot as Spot } from './DragonArt.tsx';

/** The three symbols that win, once all three show, and the Dragon Pearl beside them once it shows. */
function winning(view: ScratchView<Spot>): Set<number> {
  const symbol = threeOf(view.spots);
  if (!symbol) return new Set();
  const glow = new Set(view.spots.flatMap((spot, index) => (index < GRID_SPOTS && spot === symbol ? [index] : [])));
  if (view.spots[PEARL_SPOT] !== null) glow.add(PEARL_SPOT);
  return glow;
}

/** What a revealed ticket won, in words: "Three Koi symbols, times x2 by the Dragon Pearl". */
export function dragonOutcome(view: ScratchView<Spot>, t: Translate): string {
  const symbol = threeOf(view.spots);
  if (!symbol) return t('game.dragon.noThree');
  const pearl = view.spots[PEARL_SPOT] as PearlValue | null;
  const name = t(`game.dragon.symbol.${symbol}`);
  return pearl && pearl !== 'X1' ? t('game.dragon.threePearl', { symbol: name, pearl: `x${PEARL_MULTIPLIERS[pearl]}` }) : t('game.dragon.three', { symbol: name });
}

/**
 * Year of the Dragon Scratch (the scratch-year-of-dragon-n rule page): nine symbols in a 3x3
 * grid and the Dragon Pearl box. Three of a symbol win its prize, times the pearl; drag over the
 * cells to scratch them, or tap one; Reveal All uncovers the whole ticket at once.
 */
export function DragonGame({ table }: { table: GameTable }) {
  const { t } = useI18n();
  const faces = dragonFaces(t);
  const skin: ScratchSkin<Spot> = {
    ...faces,
    highlight: winning,
    labels: { revealAll: t('game.dragon.revealAll'), auto: t('game.dragon.auto'), autoRule: t('game.dragon.autoRule') },
    autoLimits: { singleWin: true, loss: false },
    outcome: (view) => dragonOutcome(view, t),
    layout: (spot) => (
      <div className="dragon">
        <div className="scratch-ticket__grid" style={{ gridTemplateColumns: `repeat(${faces.columns}, minmax(0, 1fr))` }}>
          {Array.from({ length: GRID_SPOTS }, (_, index) => spot(index))}
        </div>
        <div className="dragon__pearl">
          <span className="dragon__caption" aria-hidden="true">
            {t('game.dragon.pearlTitle')}
          </span>
          {spot(PEARL_SPOT)}
        </div>
      </div>
    ),
  };
  return (
    <div className="dragon-card">
      <ScratchCard table={table} skin={skin} ticketLabel={t('game.dragon.ticket')} />
    </div>
  );
}

export default DragonGame;
