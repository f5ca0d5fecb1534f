import type { GoldenTigerView, HoldAndWinView } from '@ky-wallet/games/games/slot-golden-tiger';
import type { SlotRoundView } from '@ky-wallet/games/slot';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { SlotPicture } from '../slot/SlotPicture.tsx';
import { coinValue, goldenTigerFaces } from './GoldenTigerArt.tsx';
import { goldenTigerWin, holdAndWinPaid } from './GoldenTigerGame.tsx';
import { HoldAndWin } from './HoldAndWin.tsx';
import './GoldenTigerGame.css';

/** A Golden Tiger round as it fell (history and fairness page): the paid spin, then Hold & Win respin by respin. */
export function RoundPicture({ view }: { view: SlotRoundView<HoldAndWinView> }) {
  const { t, tag } = useI18n();
  const faces = goldenTigerFaces(t, tag);
  const tiger = view as GoldenTigerView;
  return (
    <div className="tiger tiger-picture">
      <SlotPicture view={view} faces={faces} describeWin={(win) => goldenTigerWin(win, t, faces.name)}>
        {view.feature ? (
          <HoldAndWin
            view={tiger}
            step={view.feature.respins.length}
            worth={(credits) => coinValue(credits, tag)}
            total={t('game.tiger.paidTimes', { multiplier: coinValue(holdAndWinPaid(tiger), tag) })}
            title={<p className="tiger-hw__title">{t('game.tiger.title')}</p>}
            live={false}
          />
        ) : null}
      </SlotPicture>
    </div>
  );
}

export default RoundPicture;
