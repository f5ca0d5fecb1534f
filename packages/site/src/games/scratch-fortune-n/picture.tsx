import { useI18n } from '../../i18n/I18nContext.tsx';
import { ScratchPicture } from '../scratch/ScratchPicture.tsx';
import type { ScratchView } from '../scratch/ScratchCard.tsx';
import { fortuneFaces, type FortuneSpot } from './FortuneArt.tsx';
import { fortuneOutcome } from './FortuneGame.tsx';

/** A God of Fortune ticket as it was revealed (history and fairness page). */
export function RoundPicture({ view }: { view: ScratchView<FortuneSpot> }) {
  const { t } = useI18n();
  return (
    <figure className="round-picture">
      <ScratchPicture view={view} faces={fortuneFaces(t)} label={t('game.fortune.ticket')} />
      <figcaption>{fortuneOutcome(view, t)}</figcaption>
    </figure>
  );
}

export default RoundPicture;
