import { DRAW_SPOT, type Tile } from '@ky-wallet/games/games/scratch-mahjong-n';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { ScratchView } from '../scratch/ScratchCard.tsx';
import { MAHJONG_ART } from './MahjongArt.tsx';
import { arrange, mahjongOutcome } from './MahjongGame.tsx';
import './MahjongGame.css';

/**
 * A Mahjong Scratch ticket as it was revealed (history and fairness page): the fourteen tiles
 * sorted into their sets and pair, the drawn one edged in gold, each said by name.
 */
export function RoundPicture({ view }: { view: ScratchView<Tile> }) {
  const { t, tag } = useI18n();
  const arranged = arrange(view.spots);
  const groups = arranged?.groups ?? [view.spots.map((_, index) => index)];
  const said = (index: number) => {
    const tile = view.spots[index] ?? null;
    const name = tile === null ? t('game.mahjong.handTile', { n: index + 1 }) : t(`game.mahjong.tile.${tile}`);
    return index === DRAW_SPOT ? `${t('game.mahjong.drawLabel')}: ${name}` : name;
  };
  return (
    <figure className="round-picture">
      <ol className="mahjong-picture" aria-label={t('game.mahjong.ticket')}>
        {groups.map((group) => (
          <li key={group.join('-')} className="mahjong-picture__group">
            {group.map((index) => {
              const tile = view.spots[index] ?? null;
              return (
                <span key={index} className={`mahjong-picture__tile${index === DRAW_SPOT ? ' mahjong-picture__tile--draw' : ''}`} data-spot={index} aria-hidden="true">
                  {tile === null ? null : MAHJONG_ART[tile]}
                </span>
              );
            })}
            <span className="visually-hidden">{group.map((index) => said(index)).join(tag.startsWith('zh') ? '、' : ', ')}</span>
          </li>
        ))}
      </ol>
      <figcaption>{mahjongOutcome(view, t)}</figcaption>
    </figure>
  );
}

export default RoundPicture;
