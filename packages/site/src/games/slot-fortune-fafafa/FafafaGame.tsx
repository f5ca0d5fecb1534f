import { ANY_FA, type FortuneFeature } from '@ky-wallet/games/games/slot-fortune-fafafa';
import type { ShownWin, SlotRoundView } from '@ky-wallet/games/slot';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { Translate } from '../../i18n/messages.ts';
import { SlotMachine, type SlotSkin } from '../slot/SlotMachine.tsx';
import type { GameTable } from '../table.ts';
import { fafafaFaces } from './FafafaArt.tsx';

/** A line win in words: "Line 4: three Red FA" or "Line 2: Any FA". */
export function fafafaWin(win: ShownWin, t: Translate): string {
  if (win.kind !== 'line') return '';
  return win.symbol === ANY_FA
    ? t('game.fafafa.anyFa', { line: win.line })
    : t('game.fafafa.line', { line: win.line, symbol: t(`game.fafafa.symbol.${win.symbol}` as 'game.fafafa.symbol.RED') });
}

/** The round's features in words: the Fortune Respin, the Full Screen bonus. */
export function fafafaFeatures(view: SlotRoundView<FortuneFeature>, t: Translate): string | undefined {
  const parts: string[] = [];
  if (view.feature?.respin) parts.push(t('game.fafafa.respin'));
  if (view.feature?.full_screen) parts.push(t('game.fafafa.fullScreen'));
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * Fortune FaFaFa (the slot-fortune-fafafa rule page): three reels, five lines, the Golden FA
 * wild, Any FA, the Fortune Respin and the Full Screen bonus, all within one paid spin.
 */
export function FafafaGame({ table }: { table: GameTable }) {
  const { t } = useI18n();
  const skin: SlotSkin<FortuneFeature> = {
    ...fafafaFaces(t),
    describeWin: (win) => fafafaWin(win, t),
    describeRound: (view) => fafafaFeatures(view, t),
  };
  return <SlotMachine table={table} skin={skin} />;
}

export default FafafaGame;
