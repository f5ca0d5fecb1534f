import { useRef, useState } from 'react';
import { COIN_SPOT, GRID_SPOTS, PRIZES, type FortuneSymbol } from '@ky-wallet/games/games/scratch-fortune-n';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { Translate } from '../../i18n/messages.ts';
import { ScratchCard, type ScratchSkin, type ScratchView } from '../scratch/ScratchCard.tsx';
import type { GameTable } from '../table.ts';
import { fortuneFaces, type FortuneSpot as Spot } from './FortuneArt.tsx';

/** The grid's spots whose symbol is revealed at least twice: the rule page's "Symbol highlight". */
function pairs(view: ScratchView<Spot>): Set<number> {
  const seen = new Map<Spot, number[]>();
  view.spots.slice(0, GRID_SPOTS).forEach((spot, index) => spot && seen.set(spot, [...(seen.get(spot) ?? []), index]));
  return new Set([...seen.values()].filter((spots) => spots.length >= 2).flat());
}

/** What a revealed ticket won, in words: "Three Fu characters, doubled by the Golden Toad". */
export function fortuneOutcome(view: ScratchView<Spot>, t: Translate): string {
  const symbol = (Object.keys(PRIZES) as FortuneSymbol[]).find((candidate) => view.spots.filter((spot) => spot === candidate).length >= 3);
  if (!symbol) return t('game.fortune.noThree');
  return t(view.spots[COIN_SPOT] === 'TOAD' ? 'game.fortune.threeToad' : 'game.fortune.three', { symbol: t(`game.fortune.symbol.${symbol}`) });
}

/**
 * God of Fortune (the scratch-fortune-n rule page): nine spots in a 3x3 grid, three of a symbol
 * win its prize, and the Golden Toad coin below doubles it.
 */
export function FortuneGame({ table }: { table: GameTable }) {
  const { t } = useI18n();
  const [stopOnToad, setStopOnToad] = useState(false);
  // Read when a ticket ends, by Auto Buy's loop (which outlives this render).
  const toadChoice = useRef(stopOnToad);
  toadChoice.current = stopOnToad;
  const skin: ScratchSkin<Spot> = {
    ...fortuneFaces(t),
    highlight: pairs,
    outcome: (view) => fortuneOutcome(view, t),
    autoStop: (view) => (toadChoice.current && view.spots[COIN_SPOT] === 'TOAD' ? t('game.fortune.autoToad') : undefined),
    autoOptions: (
      <label className="auto-play__option">
        <input type="checkbox" checked={stopOnToad} onChange={(event) => setStopOnToad(event.target.checked)} /> {t('game.fortune.stopOnToad')}
      </label>
    ),
  };
  return <ScratchCard table={table} skin={skin} ticketLabel={t('game.fortune.ticket')} />;
}

export default FortuneGame;
