import { slotPayout } from '@ky-wallet/games/slot';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatMultiplier } from '../money.ts';
import { SlotPicture } from '../slot/SlotPicture.tsx';
import { pandaFaces } from './LuckyPandaArt.tsx';
import { pandaWin, spinStep, type PandaView } from './LuckyPandaGame.tsx';

/**
 * A Lucky Panda round as it fell (history and fairness page): the paid spin and every free game,
 * each with its lines, nudged stacks and held Pandas drawn, then the same in words, spin by spin.
 * Money is in multiples of the total bet: the picture has no currency.
 */
export function RoundPicture({ view }: { view: PandaView }) {
  const { t, tag } = useI18n();
  // As x the total bet: 10,000 minor units stand for a bet of 1, so a credit keeps its hundredths.
  const times = (credits: number) => t('game.panda.timesBet', { multiplier: formatMultiplier(slotPayout(10_000, credits, view.credits), 10_000, 2, tag) });
  const steps = view.spins.map((_, index) => spinStep(view, index, times, t, tag)).filter((step): step is string => step !== undefined);
  const feature = view.feature;
  const played = view.spins.length - 1;
  const awarded = view.free?.awarded ?? played;
  return (
    <div className="panda">
      <SlotPicture view={view} faces={pandaFaces(t)} describeWin={(win, spin) => pandaWin(win, spin, t)}>
        {steps.length > 0 ? (
          <div className="panda-picture" data-testid="panda-picture">
            {feature ? <p className="panda-feature__title">{t('game.panda.feature')}</p> : null}
            <ol className="panda-feature__games">
              {steps.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
            {feature ? (
              <p>
                {t('game.panda.over', { count: played, payout: times(feature.win) })}
                {view.capped && awarded > played ? ` ${t('game.panda.cancelled', { count: awarded - played })}` : ''}
              </p>
            ) : null}
          </div>
        ) : null}
      </SlotPicture>
    </div>
  );
}

export default RoundPicture;
