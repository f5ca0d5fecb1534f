import { slotPayout } from '@ky-wallet/games/slot';
import type { MonkeyView } from '@ky-wallet/games/games/slot-monkeyking';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatMultiplier } from '../money.ts';
import { SlotPicture } from '../slot/SlotPicture.tsx';
import { monkeyFaces } from './MonkeyArt.tsx';
import { freeWinAt, monkeyWin, spinStep } from './MonkeyGame.tsx';

/**
 * A Monkey King round as it fell (history and fairness page): the paid spin and every free game,
 * each with its staffs and transformed card drawn, then the same in words, spin by spin. Money
 * is in multiples of the total bet: the picture has no currency.
 */
export function RoundPicture({ view }: { view: MonkeyView }) {
  const { t, tag } = useI18n();
  // As x the total bet: 10,000 minor units stand for a bet of 1, so a credit keeps its hundredths.
  const times = (credits: number) => t('game.monkey.timesBet', { multiplier: formatMultiplier(slotPayout(10_000, credits, view.credits), 10_000, 2, tag) });
  const steps = view.spins.map((_, index) => spinStep(view, index, times, t, tag)).filter((step): step is string => step !== undefined);
  return (
    <SlotPicture view={view} faces={monkeyFaces(t)} describeWin={(win, spin) => monkeyWin(win, spin, t, tag)}>
      {steps.length > 0 ? (
        <div className="monkey-picture">
          {view.feature ? <p className="monkey-picture__title">{t('game.monkey.feature')}</p> : null}
          <ul className="monkey-feature__games">
            {steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ul>
          {view.feature ? <p>{t('game.monkey.total', { payout: times(freeWinAt(view, view.spins.length - 1)) })}</p> : null}
        </div>
      ) : null}
    </SlotPicture>
  );
}

export default RoundPicture;
