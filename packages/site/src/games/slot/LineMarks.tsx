import { winPositions, type SpinView } from '@ky-wallet/games/slot';

/*
 * A line slot's winning lines drawn on its reels (Cleopatra 32, Lucky Panda): through each
 * position, from the neighbouring reels' rows, so a line reads across the reels, with the line's
 * number at reel 1, each line in its own colour.
 */

/** The colours winning lines are drawn in, by line number (the same line, the same colour). */
const LINE_COLOURS = ['#c62828', '#1565c0', '#2e7d32', '#8e24aa', '#b34700', '#00727c', '#ad1457', '#5d4037'];

/** A line's colour. */
export const lineColour = (line: number) => LINE_COLOURS[(line - 1) % LINE_COLOURS.length] as string;

/** A line win through a position, with that line's rows on the reels before and after it. */
export interface LineThrough {
  line: number;
  from?: number;
  to?: number;
}

const cache = new WeakMap<SpinView, Map<string, LineThrough[]>>();

/** "reel,row" → the spin's line wins through that position (`lines`: the game's lines, rows by reel). */
export function linesThrough(spin: SpinView, lines: readonly (readonly number[])[]): Map<string, LineThrough[]> {
  const known = cache.get(spin);
  if (known) return known;
  const through = new Map<string, LineThrough[]>();
  for (const win of spin.wins) {
    if (win.kind !== 'line') continue;
    const positions = winPositions(win, spin.grid, { lines });
    positions.forEach(([reel, row], index) => {
      const key = `${reel},${row}`;
      const from = positions[index - 1]?.[1];
      const to = positions[index + 1]?.[1];
      through.set(key, [...(through.get(key) ?? []), { line: win.line, ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) }]);
    });
  }
  cache.set(spin, through);
  return through;
}

/** The lines through one position of reel `reel`, row `row`: their strokes, and at reel 1 their numbers. */
export function LineMarks({ lines, reel, row }: { lines: readonly LineThrough[]; reel: number; row: number }) {
  if (lines.length === 0) return null;
  // The cell is 100 units square; a neighbouring reel's row is 100 units up or down per row, so
  // half-way to it, at the cell's edge, the line has risen or fallen 50 per row.
  const edge = (other: number | undefined) => (other === undefined ? 50 : 50 + (other - row) * 50);
  return (
    <>
      <svg className="slot-lines" viewBox="0 0 100 100" preserveAspectRatio="none" focusable="false">
        {lines.map(({ line, from, to }) => {
          const d = `M0 ${edge(from)} L50 50${to !== undefined ? ` L100 ${edge(to)}` : ''}`;
          return (
            <g key={line}>
              <path d={d} stroke="#fffaf0" strokeWidth="9" fill="none" strokeLinecap="round" strokeLinejoin="round" vectorEffect="non-scaling-stroke" opacity="0.9" />
              <path d={d} stroke={lineColour(line)} strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
            </g>
          );
        })}
      </svg>
      {reel === 0 ? (
        <span className="slot-line-tags">
          {lines.map(({ line }) => (
            <span key={line} className="slot-line-tag" style={{ background: lineColour(line) }}>
              {line}
            </span>
          ))}
        </span>
      ) : null}
    </>
  );
}
