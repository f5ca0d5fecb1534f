import { useI18n } from '../../i18n/I18nContext.tsx';
import { ScratchPicture } from '../scratch/ScratchPicture.tsx';
import type { ScratchView } from '../scratch/ScratchCard.tsx';
import { dragonFaces, type DragonSpot } from './DragonArt.tsx';
import { dragonOutcome } from './DragonGame.tsx';

/** A Year of the Dragon ticket as it was revealed (history and fairness page). */
export function RoundPicture({ view }: { view: ScratchView<DragonSpot> }) {
  const { t } = useI18n();
  return (
    <figure className="round-picture dragon-picture">
      <ScratchPicture view={view} faces={dragonFaces(t)} label={t('game.dragon.ticket')} />
      <figcaption>{dragonOutcome(view, t)}</figcaption>
    </figure>
  );
}

export default RoundPicture;
