import type { HouyiSpot } from '@ky-wallet/games/games/scratch-houyi-n';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { ScratchPicture } from '../scratch/ScratchPicture.tsx';
import type { ScratchView } from '../scratch/ScratchCard.tsx';
import { houyiFaces } from './HouyiArt.tsx';
import { houyiOutcome } from './HouyiGame.tsx';
import './HouyiGame.css';

/** A Hou Yi Shoots the Suns ticket as it was revealed (history and fairness page). */
export function RoundPicture({ view }: { view: ScratchView<HouyiSpot> }) {
  const { t } = useI18n();
  return (
    <figure className="round-picture houyi">
      <ScratchPicture view={view} faces={houyiFaces(t)} label={t('game.houyi.ticket')} />
      <figcaption>{houyiOutcome(view, t)}</figcaption>
    </figure>
  );
}

export default RoundPicture;
