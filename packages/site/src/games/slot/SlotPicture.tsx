import type { ReactNode } from 'react';
import { slotMultiplier, type ShownWin, type SlotRoundView, type SpinView } from '@ky-wallet/games/slot';
import { formatMultiplier } from '../money.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { SlotReels, type SlotFaces } from './SlotReels.tsx';
import { winTimes } from './wins.ts';

/**
 * A slot round as it fell, for its detail in the history and on the fairness page: every spin
 * (the paid one, respins, free games) with its reels and wins, and the round's win.
 */
export function SlotPicture<F>({
  view,
  faces,
  describeWin,
  children,
}: {
  view: SlotRoundView<F>;
  faces: SlotFaces;
  describeWin: (win: ShownWin, spin: SpinView) => string;
  /** The game's feature as it ran (Hold & Win's coins, the bonus rocks). */
  children?: ReactNode;
}) {
  const { t, tag } = useI18n();
  return (
    <figure className="round-picture slot-picture">
      <ol className="slot-picture__spins">
        {view.spins.map((spin, index) => (
          <li key={index}>
            <div className="slot-picture__title">{t(`game.slot.kind.${spin.kind}`, { n: index, count: view.spins.length - 1 })}</div>
            <SlotReels faces={faces} spin={spin} label={t(`game.slot.kind.${spin.kind}`, { n: index, count: view.spins.length - 1 })} />
            {spin.wins.length > 0 ? (
              <ul className="slot-stage__wins">
                {spin.wins.map((win, winIndex) => (
                  <li key={winIndex}>
                    {describeWin(win, spin)}
                    {winTimes(win, spin)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="slot-picture__none">{t('game.slot.noWin')}</p>
            )}
          </li>
        ))}
      </ol>
      {children}
      <figcaption>{t(view.capped ? 'game.slot.pictureCapped' : 'game.slot.pictureWin', { multiplier: formatMultiplier(slotMultiplier(view.win, view.credits), 10_000, 2, tag) })}</figcaption>
    </figure>
  );
}
