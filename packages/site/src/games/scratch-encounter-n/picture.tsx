import { useI18n } from '../../i18n/I18nContext.tsx';
import type { EncounterSpot } from '@ky-wallet/games/games/scratch-encounter-n';
import type { ScratchView } from '../scratch/ScratchCard.tsx';
import { EncounterBoard, encounterFaces, matchesOf } from './EncounterArt.tsx';
import { encounterOutcome } from './EncounterGame.tsx';

/** An Encounter ticket as it was revealed (history and fairness page), its matches marked. */
export function RoundPicture({ view }: { view: ScratchView<EncounterSpot> }) {
  const { t } = useI18n();
  const faces = encounterFaces(t);
  const glowing = matchesOf(view);
  const cell = (index: number) => {
    const spot = view.spots[index] ?? null;
    return (
      <div className={`scratch-spot scratch-spot--shown${glowing.has(index) ? ' scratch-spot--glow' : ''}`} data-spot={index}>
        <span className="scratch-spot__art" aria-hidden="true">
          {spot === null ? null : faces.art(spot)}
        </span>
        <span className="visually-hidden">{spot === null ? faces.place(index) : t('game.scratch.spotShown', { place: faces.place(index), name: faces.name(spot) })}</span>
      </div>
    );
  };
  return (
    <figure className="round-picture">
      <div className="scratch-ticket scratch-picture encounter-picture">
        <EncounterBoard cell={cell} view={view} t={t} list />
      </div>
      <figcaption>{encounterOutcome(view, t)}</figcaption>
    </figure>
  );
}

export default RoundPicture;
