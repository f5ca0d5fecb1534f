import type { FortuneFeature } from '@ky-wallet/games/games/slot-fortune-fafafa';
import type { SlotRoundView } from '@ky-wallet/games/slot';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { SlotPicture } from '../slot/SlotPicture.tsx';
import { fafafaFaces } from './FafafaArt.tsx';
import { fafafaFeatures, fafafaWin } from './FafafaGame.tsx';

/** A Fortune FaFaFa round as it fell: the paid spin and its respin (history and fairness page). */
export function RoundPicture({ view }: { view: SlotRoundView<FortuneFeature> }) {
  const { t } = useI18n();
  const features = fafafaFeatures(view, t);
  return (
    <SlotPicture view={view} faces={fafafaFaces(t)} describeWin={(win) => fafafaWin(win, t)}>
      {features ? <p>{features}</p> : null}
    </SlotPicture>
  );
}

export default RoundPicture;
