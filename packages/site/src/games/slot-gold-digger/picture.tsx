import { useI18n } from '../../i18n/I18nContext.tsx';
import { SlotPicture } from '../slot/SlotPicture.tsx';
import { diggerFaces } from './GoldDiggerArt.tsx';
import { blastText, BonusCounters, bonusSum, diggerWin, RockFace, type DiggerView } from './GoldDiggerGame.tsx';
import './GoldDiggerGame.css';

/**
 * A Gold Digger round as it fell (history and fairness page): the paid spin with the positions
 * its Dynamite Blast turned wild, and the Mine Cart Bonus's rock face, every find shown and the
 * picks numbered.
 */
export function RoundPicture({ view }: { view: DiggerView }) {
  const { t } = useI18n();
  const blast = blastText(view.spins[0], t);
  const feature = view.feature;
  return (
    <div className="digger">
      <SlotPicture view={view} faces={diggerFaces(t)} describeWin={(win) => diggerWin(win, t)}>
        {blast ? <p className="digger-banner">{blast}</p> : null}
        {feature ? (
          <div className="digger-bonus digger-picture">
            <p className="digger-bonus__title">{t('game.digger.bonus.title')}</p>
            <BonusCounters feature={feature} />
            <RockFace feature={feature} />
            <p className="digger-bonus__result">{bonusSum(feature, t)}</p>
          </div>
        ) : null}
      </SlotPicture>
    </div>
  );
}

export default RoundPicture;
