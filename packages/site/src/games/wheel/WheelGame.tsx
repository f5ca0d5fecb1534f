import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { MULTIPLIER_SCALE, WHEEL_RISKS, type WheelRisk } from '@ky-wallet/games/contract';
import { WHEEL_SEGMENT_COUNT, WHEEL_SEGMENTS } from '@ky-wallet/games/fair';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatMinor, formatMultiplier } from '../money.ts';
import { BetField, betOf, firstBet } from '../shared/BetField/BetField.tsx';
import { GameLayout } from '../shared/GameLayout/GameLayout.tsx';
import type { GameTable } from '../table.ts';
import './WheelGame.css';

export interface WheelGameProps {
  table: GameTable;
}

const SEGMENT_DEG = 360 / WHEEL_SEGMENT_COUNT;

/** One colour per multiplier (ten-thousandths), the same on every wheel and in the legend. */
const COLOURS: Record<number, string> = {
  0: '#2a3152',
  12_000: '#2c9c8a',
  15_000: '#3f6fd8',
  20_000: '#3fa34d',
  30_000: '#d4a017',
  40_000: '#e07a1f',
  50_000: '#c2489a',
  400_000: '#d6334a',
};

/** The multipliers of a wheel with how many segments carry each, smallest first. */
function legendOf(risk: WheelRisk): [number, number][] {
  const counts = new Map<number, number>();
  for (const multiplier of WHEEL_SEGMENTS[risk]) counts.set(multiplier, (counts.get(multiplier) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => a[0] - b[0]);
}

/** The SVG path of segment `index`: segment 0 is centred under the pointer (top), clockwise. */
function segmentPath(index: number): string {
  const from = ((index - 0.5) * SEGMENT_DEG - 90) * (Math.PI / 180);
  const to = ((index + 0.5) * SEGMENT_DEG - 90) * (Math.PI / 180);
  const r = 100;
  const point = (angle: number) => `${(r * Math.cos(angle)).toFixed(3)} ${(r * Math.sin(angle)).toFixed(3)}`;
  return `M 0 0 L ${point(from)} A ${r} ${r} 0 0 1 ${point(to)} Z`;
}

/**
 * Lucky Wheel (the original-wheel rule page): 50 equal segments, Low, Medium or High risk, one
 * request per spin. The wheel turns to the segment the server drew; it shows the result, it does
 * not decide it.
 */
export function WheelGame({ table }: WheelGameProps) {
  const { t, tag } = useI18n();
  const id = useId();
  const { currency, limits } = table.session;
  const [bet, setBet] = useState(() => firstBet(currency, limits));
  const [risk, setRisk] = useState<WheelRisk>('medium');
  const [rotation, setRotation] = useState(0);
  const [last, setLast] = useState<{ segment: number; multiplier: number; risk: WheelRisk } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const amount = betOf(bet, currency, limits);
  const segments = WHEEL_SEGMENTS[risk];
  const legend = useMemo(() => legendOf(risk), [risk]);

  const spin = async () => {
    if (table.busy) return;
    if (amount === null) {
      table.refuseInvalid(form.current);
      return;
    }
    const spunRisk = risk;
    await table.run(
      (api) => api.wheelSpin({ amount, risk: spunRisk }),
      (data) => {
        setLast({ segment: data.segment, multiplier: data.multiplier, risk: spunRisk });
        // Five clockwise turns, then stop with the drawn segment under the pointer.
        setRotation((prev) => {
          const rest = (((360 - data.segment * SEGMENT_DEG - prev) % 360) + 360) % 360;
          return prev + 5 * 360 + rest;
        });
        const multiplier = formatMultiplier(data.multiplier, MULTIPLIER_SCALE, 2, tag);
        return {
          result: {
            round: data.round,
            game: 'original-wheel',
            amount,
            payout: data.payout,
            won: data.payout > 0,
            outcome: { game: 'original-wheel', risk: spunRisk, segment: data.segment, multiplier: data.multiplier },
            proof: data.proof,
            time: Date.now(),
          },
          message:
            data.payout > 0
              ? t('game.wheel.won', { multiplier, payout: formatMinor(data.payout, currency, tag) })
              : t('game.wheel.lost', { multiplier }),
        };
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void spin();
  };

  const stage = (
    <div className="wheel-stage">
      <figure className="wheel" aria-labelledby={`${id}-caption`}>
        <div className="wheel__pointer" aria-hidden="true" />
        <svg className="wheel__disc" viewBox="-104 -104 208 208" aria-hidden="true" style={{ transform: `rotate(${rotation}deg)` }}>
          {segments.map((multiplier, index) => (
            <path
              key={index}
              d={segmentPath(index)}
              fill={COLOURS[multiplier] ?? '#888'}
              stroke="#0b1020"
              strokeWidth="0.8"
              className={last?.risk === risk && index === last.segment ? 'wheel__segment wheel__segment--hit' : 'wheel__segment'}
            />
          ))}
          <circle r="30" fill="#0b1020" />
        </svg>
        <p className="wheel__hub" data-testid="wheel-result">
          {last ? formatMultiplier(last.multiplier, MULTIPLIER_SCALE, 2, tag) : '—'}
        </p>
        <figcaption id={`${id}-caption`} className="visually-hidden">
          {t('game.wheel.caption', { risk: t(`volatility.${risk}`) })}
        </figcaption>
      </figure>
      <table className="wheel-legend">
        <caption>{t('game.wheel.legend', { risk: t(`volatility.${risk}`) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('game.wheel.multiplier')}</th>
            <th scope="col">{t('game.wheel.segments')}</th>
          </tr>
        </thead>
        <tbody>
          {legend.map(([multiplier, count]) => (
            <tr key={multiplier}>
              <th scope="row">
                <span className="wheel-legend__swatch" style={{ background: COLOURS[multiplier] ?? '#888' }} aria-hidden="true" />
                {formatMultiplier(multiplier, MULTIPLIER_SCALE, 2, tag)}
              </th>
              <td>{t('game.wheel.count', { count, total: WHEEL_SEGMENT_COUNT })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  const controls = (
    <form ref={form} className="game-form" onSubmit={onSubmit} aria-label={t('game.wheel.form')}>
      <BetField value={bet} onChange={setBet} currency={currency} limits={limits} />
      <fieldset className="game-form__choice">
        <legend>{t('game.wheel.risk')}</legend>
        {WHEEL_RISKS.map((value) => (
          <label key={value} className="choice-chip">
            <input type="radio" name={`${id}-risk`} value={value} checked={risk === value} onChange={() => setRisk(value)} />
            <span>{t(`volatility.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button game-play-button" aria-disabled={table.busy}>
        {table.busy ? t('game.busy') : t('game.wheel.spin')}
      </button>
    </form>
  );

  return <GameLayout table={table} stage={stage} controls={controls} onPlay={() => void spin()}  />;
}

export default WheelGame;
