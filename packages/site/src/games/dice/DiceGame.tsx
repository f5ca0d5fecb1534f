import { useId, useRef, useState, type FormEvent } from 'react';
import { DICE_DEFAULT, DICE_TARGETS, diceMultiplier, diceWinChance, isDiceTarget, type DiceDirection } from '@ky-wallet/games/fair';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatHundredths, formatMinor, formatMultiplier } from '../money.ts';
import { BetField, betOf, firstBet } from '../shared/BetField/BetField.tsx';
import { GameLayout } from '../shared/GameLayout/GameLayout.tsx';
import type { GameTable } from '../table.ts';
import './DiceGame.css';

export interface DiceGameProps {
  table: GameTable;
}

/** Hundredths from the target field ("49.5", "49,50"), or null. */
function parseTarget(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/**
 * Dice (the original-dice rule page): Roll Under or Roll Over a target; the win chance and the
 * multiplier follow from it. One request per roll: bet and result together.
 */
export function DiceGame({ table }: DiceGameProps) {
  const { t, tag } = useI18n();
  const id = useId();
  const { currency, limits } = table.session;
  const [bet, setBet] = useState(() => firstBet(currency, limits));
  const [direction, setDirection] = useState<DiceDirection>(DICE_DEFAULT.direction);
  const [targetText, setTargetText] = useState(formatTargetText(DICE_DEFAULT.target));
  const [last, setLast] = useState<{ result: number; won: boolean } | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const parsed = parseTarget(targetText);
  const target = parsed !== null && isDiceTarget({ direction, target: parsed }) ? parsed : null;
  const shown = target ?? DICE_DEFAULT.target;
  const range = DICE_TARGETS[direction];
  const multiplier = target === null ? null : diceMultiplier({ direction, target });
  const amount = betOf(bet, currency, limits);

  const swap = (next: DiceDirection) => {
    if (next === direction) return;
    // The same win chance the other way: under T <-> over 99.99 - T.
    if (target !== null) setTargetText(formatTargetText(9999 - target));
    setDirection(next);
  };

  const roll = async () => {
    if (table.busy) return;
    if (amount === null || target === null) {
      table.refuseInvalid(form.current);
      return;
    }
    const request = { amount, direction, target };
    await table.run(
      (api) => api.diceRoll(request),
      (data) => {
        setLast({ result: data.result, won: data.won });
        const result = formatHundredths(data.result, tag);
        return {
          result: {
            round: data.round,
            game: 'original-dice',
            amount,
            payout: data.payout,
            won: data.won,
            outcome: { game: 'original-dice', result: data.result, direction, target },
            proof: data.proof,
            time: Date.now(),
          },
          message: data.won
            ? t('game.dice.won', { result, payout: formatMinor(data.payout, currency, tag) })
            : t('game.dice.lost', { result }),
        };
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void roll();
  };

  const winFrom = direction === 'under' ? 0 : shown / 100;
  const winTo = direction === 'under' ? shown / 100 : 100;
  const stage = (
    <div className="dice-stage">
      <p className={`dice-stage__result${last ? (last.won ? ' dice-stage__result--won' : ' dice-stage__result--lost') : ''}`} data-testid="dice-result">
        {last ? formatHundredths(last.result, tag) : '—'}
      </p>
      <div className="dice-track" aria-hidden="true">
        <div className="dice-track__win" style={{ left: `${winFrom}%`, width: `${winTo - winFrom}%` }} />
        <div className="dice-track__target" style={{ left: `${shown / 100}%` }} />
        {last ? <div className={`dice-track__roll${last.won ? ' dice-track__roll--won' : ''}`} style={{ left: `${last.result / 100}%` }} /> : null}
      </div>
      <div className="dice-track__scale" aria-hidden="true">
        <span>0</span>
        <span>25</span>
        <span>50</span>
        <span>75</span>
        <span>100</span>
      </div>
    </div>
  );

  const controls = (
    <form ref={form} className="game-form" onSubmit={onSubmit} aria-label={t('game.dice.form')}>
      <BetField value={bet} onChange={setBet} currency={currency} limits={limits} />
      <fieldset className="game-form__choice">
        <legend>{t('game.dice.direction')}</legend>
        {(['under', 'over'] as const).map((value) => (
          <label key={value} className="choice-chip">
            <input type="radio" name={`${id}-direction`} value={value} checked={direction === value} onChange={() => swap(value)} />
            <span>{t(value === 'under' ? 'game.dice.under' : 'game.dice.over')}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-target`}>{t('game.dice.target')}</label>
        <input
          id={`${id}-target`}
          inputMode="decimal"
          autoComplete="off"
          value={targetText}
          aria-invalid={target === null}
          aria-describedby={`${id}-target-range`}
          onChange={(event) => setTargetText(event.target.value)}
        />
        <input
          type="range"
          className="dice-slider"
          min={range.min}
          max={range.max}
          step={1}
          value={Math.min(range.max, Math.max(range.min, shown))}
          aria-label={t('game.dice.targetSlider')}
          aria-valuetext={formatHundredths(shown, tag)}
          onChange={(event) => setTargetText(formatTargetText(Number(event.target.value)))}
        />
        <p id={`${id}-target-range`} className={target === null ? 'bet-field__hint bet-field__hint--error' : 'bet-field__hint'}>
          {t('game.dice.targetRange', { min: formatHundredths(range.min, tag), max: formatHundredths(range.max, tag) })}
        </p>
      </div>
      <dl className="game-form__figures">
        <div>
          <dt>{t('game.dice.chance')}</dt>
          <dd data-testid="dice-chance">{target === null ? '—' : `${formatHundredths(diceWinChance({ direction, target }), tag)}%`}</dd>
        </div>
        <div>
          <dt>{t('game.dice.multiplier')}</dt>
          <dd data-testid="dice-multiplier">{multiplier === null ? '—' : formatMultiplier(multiplier, 10_000, 4, tag)}</dd>
        </div>
        <div>
          <dt>{t('game.dice.payoutOnWin')}</dt>
          <dd>{multiplier === null || amount === null ? '—' : formatMinor(Math.floor((amount * multiplier) / 10_000), currency, tag)}</dd>
        </div>
      </dl>
      <button type="submit" className="button game-play-button" aria-disabled={table.busy}>
        {table.busy ? t('game.busy') : t('game.dice.roll')}
      </button>
    </form>
  );

  return (
    <GameLayout
      table={table}
      stage={stage}
      controls={controls}
      onPlay={() => void roll()}
    />
  );
}

function formatTargetText(hundredths: number): string {
  return (hundredths / 100).toFixed(2);
}

export default DiceGame;
