import { REUNION_TOTAL, winsOf, type EncounterSpot as Spot } from '@ky-wallet/games/games/scratch-encounter-n';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { Translate } from '../../i18n/messages.ts';
import { ScratchCard, type ScratchSkin, type ScratchView } from '../scratch/ScratchCard.tsx';
import type { GameTable } from '../table.ts';
import { EncounterBoard, encounterFaces, encounterMove, matchesOf } from './EncounterArt.tsx';

/** Reveal All shows the star numbers, then the magpies, this many milliseconds apart. */
const REVEAL_STAGGER_MS = 160;

/** What a revealed ticket won, in words: "2 winning magpies, 7× the price", or the Reunion. */
export function encounterOutcome(view: ScratchView<Spot>, t: Translate): string {
  const { places, total } = winsOf(view.spots);
  if (places.length === 0) return t('game.encounter.none');
  if (total === REUNION_TOTAL) return t('game.encounter.reunion');
  return t('game.encounter.won', { count: places.length, total });
}

/**
 * Encounter (the scratch-encounter-n rule page): Altair's and Vega's star numbers and ten
 * magpies, each with a number (or the Magpie Bridge) and a prize; every magpie that matches a
 * star, and the bridge, wins its prize, and the ticket pays their sum. Reveal All shows the stars
 * first, then the magpies one by one; the matches glow as they show; 520x plays the Reunion.
 */
export function EncounterGame({ table }: { table: GameTable }) {
  const { t } = useI18n();
  const skin: ScratchSkin<Spot> = {
    ...encounterFaces(t),
    highlight: matchesOf,
    move: encounterMove,
    revealStagger: REVEAL_STAGGER_MS,
    labels: { revealAll: t('game.encounter.revealAll') },
    autoLimits: { singleWin: true, loss: false },
    outcome: (view) => encounterOutcome(view, t),
    layout: (spot, { view }) => {
      const { places, total } = winsOf(view.spots);
      return (
        <EncounterBoard cell={spot} view={view} t={t}>
          <p className="encounter__tally" aria-live="polite" data-testid="encounter-tally">
            {view.multiplier !== null ? encounterOutcome(view, t) : places.length ? t('game.encounter.matches', { count: places.length, total }) : t('game.encounter.noMatch')}
          </p>
        </EncounterBoard>
      );
    },
  };
  return (
    <div className="encounter-card">
      <ScratchCard table={table} skin={skin} ticketLabel={t('game.encounter.ticket')} />
    </div>
  );
}

export default EncounterGame;
