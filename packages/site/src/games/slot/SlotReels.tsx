import type { ReactNode } from 'react';
import { winPositions, type SpinView, type WinRules } from '@ky-wallet/games/slot';
import { useI18n } from '../../i18n/I18nContext.tsx';
import './SlotMachine.css';

/** How a slot's symbols look and are named; shared by the game and its round's picture. */
export interface SlotFaces {
  /** Rows each reel shows (3, 3, 3; or 3, 4, 5, 4, 3). */
  rows: readonly number[];
  /** A symbol's art (decorative: its name is said instead). */
  art(symbol: string): ReactNode;
  /** A symbol's name in the page's language ("Red FA"). */
  name(symbol: string): string;
  /** The game's marks on a position of a spin (a wild's multiplier, a sticky wild), drawn over its symbol. */
  mark?(spin: SpinView, reel: number, row: number): ReactNode;
  /**
   * A position that stays put while the reels turn (a sticky wild held from the spins before): its
   * symbol stays drawn while the others turn, its cell `slot-cell--stays`; its marks come when they stop.
   */
  stays?(spin: SpinView, reel: number, row: number): boolean;
  /** A position in words when its mark tells more than its symbol's name (a Gold Coin's value): said instead of the name. */
  said?(spin: SpinView, reel: number, row: number): string | undefined;
  /** What finds a win's positions when the view leaves them out (its wilds, its lines). */
  rules?: WinRules;
}

/** Every position a spin's wins use, as "reel,row". */
function winning(spin: SpinView | undefined, rules: WinRules | undefined): Set<string> {
  const out = new Set<string>();
  for (const win of spin?.wins ?? []) for (const [reel, row] of winPositions(win, spin?.grid ?? [], rules)) out.add(`${reel},${row}`);
  return out;
}

/**
 * The reel window: a spin's grid, reel by reel, its winning positions lit. Said as a list of reels
 * and their symbols (the art is decorative); while the reels turn, only that they turn.
 */
export function SlotReels({ faces, spin, spinning = false, label }: { faces: SlotFaces; spin: SpinView | undefined; spinning?: boolean; label: string }) {
  const { t } = useI18n();
  const lit = spinning ? new Set<string>() : winning(spin, faces.rules);
  return (
    <div className="slot-reels" role="group" aria-label={label} aria-busy={spinning} data-testid="slot-reels">
      {faces.rows.map((rows, reel) => {
        const column = spin?.grid[reel] ?? [];
        return (
          <div key={reel} className={spinning ? 'slot-reel slot-reel--spinning' : 'slot-reel'} style={{ animationDelay: `${reel * 90}ms` }}>
            <p className="visually-hidden">
              {spinning || !spin
                ? t('game.slot.reelSpinning', { n: reel + 1 })
                : t('game.slot.reel', { n: reel + 1, symbols: column.map((symbol, row) => faces.said?.(spin, reel, row) ?? faces.name(symbol)).join(', ') })}
            </p>
            {Array.from({ length: rows }, (_, row) => {
              const symbol = column[row];
              const stays = spinning && spin !== undefined && (faces.stays?.(spin, reel, row) ?? false);
              const className = ['slot-cell', lit.has(`${reel},${row}`) ? 'slot-cell--win' : '', stays ? 'slot-cell--stays' : ''].filter(Boolean).join(' ');
              return (
                <div key={row} className={className} aria-hidden="true" data-symbol={spinning && !stays ? undefined : symbol}>
                  {symbol !== undefined && (!spinning || stays) ? faces.art(symbol) : null}
                  {symbol !== undefined && !spinning && spin && faces.mark ? faces.mark(spin, reel, row) : null}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
