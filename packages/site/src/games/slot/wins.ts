import type { ShownWin, SpinView } from '@ky-wallet/games/slot';

/**
 * What a win ends with in the list of wins: the multipliers on its pay, in the order they apply,
 * a line's wilds' first (a wild that doubles the line it completes: ×2), then the spin's (a free
 * game's ×3), so "with the wild ×2 ×3" reads as the rule pages say it.
 */
export function winTimes(win: ShownWin, spin: SpinView): string {
  const wilds = win.kind === 'line' ? (win.multiplier ?? 1) : 1;
  return [wilds, spin.multiplier]
    .filter((times) => times > 1)
    .map((times) => ` ×${times}`)
    .join('');
}
