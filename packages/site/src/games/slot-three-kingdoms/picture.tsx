import { KINGDOMS } from '@ky-wallet/games/games/slot-three-kingdoms';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { SlotPicture } from '../slot/SlotPicture.tsx';
import { kingdomsFaces } from './ThreeKingdomsArt.tsx';
import { kingdomsNotes, kingdomsWin, type ThreeKingdomsFeature } from './ThreeKingdomsGame.tsx';
import type { SlotRoundView } from '@ky-wallet/games/slot';

/**
 * A Three Kingdoms round as it fell (history and fairness page): the paid spin and every free
 * game, then the kingdom chosen, by whom, and what happened on the way (the free games won and
 * won again, the full-stack Seal, the Oath).
 */
export function RoundPicture({ view }: { view: SlotRoundView<ThreeKingdomsFeature> }) {
  const { t } = useI18n();
  const kingdom = view.feature?.kingdom;
  const events = view.spins
    .map((spin, index) => ({ index, spin, notes: kingdomsNotes(spin, view, t) }))
    .filter((event) => event.notes.length > 0);
  const count = view.spins.length - 1;
  return (
    <SlotPicture view={view} faces={kingdomsFaces(t)} describeWin={(win) => kingdomsWin(win, t)}>
      <div className="kingdoms-picture">
        {kingdom ? (
          <p>
            {view.feature?.chosenBy === 'expiry' ? t('game.kingdoms.expired') : t('game.kingdoms.pictureChoice', { kingdom: t(`game.kingdoms.kingdom.${kingdom}`) })}{' '}
            {t('game.kingdoms.played', { count, multiplier: KINGDOMS[kingdom].multiplier })}
          </p>
        ) : null}
        {events.length > 0 ? (
          <dl className="kingdoms-picture__events">
            {events.map(({ index, spin, notes }) => (
              <div key={index}>
                <dt>{t(`game.slot.kind.${spin.kind}`, { n: index, count })}</dt>
                <dd>{notes.join(' ')}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </SlotPicture>
  );
}

export default RoundPicture;
