import { useId } from 'react';
import { useI18n } from '../../../i18n/I18nContext.tsx';
import { formatMinor } from '../../money.ts';
import './BetLevels.css';

export interface BetLevelsProps {
  /** The chosen bet, in minor units: one of `levels`. */
  value: number;
  onChange: (value: number) => void;
  /** The bets the game takes, ascending, in minor units (the session's `limits.levels`). */
  levels: readonly number[];
  currency: string;
  /** The label: "Total bet", "Ticket price". */
  label: string;
  /** The bet cannot change now (a round or Auto Play is running). */
  disabled?: boolean;
}

/** The nearest level at or below `amount` (the lowest when none is). */
export function levelOf(amount: number, levels: readonly number[]): number {
  let chosen = levels[0] ?? amount;
  for (const level of levels) if (level <= amount) chosen = level;
  return chosen;
}

/**
 * A bet chosen from the game's levels with − and +, and Max Bet, which selects the highest level
 * without playing (the slots' and scratch cards' rule pages). The value is an <output>, read with
 * the buttons that change it.
 */
export function BetLevels({ value, onChange, levels, currency, label, disabled = false }: BetLevelsProps) {
  const { t, tag } = useI18n();
  const id = useId();
  const index = Math.max(0, levels.indexOf(value));
  const step = (by: number) => {
    const next = levels[Math.min(levels.length - 1, Math.max(0, index + by))];
    if (next !== undefined) onChange(next);
  };
  const highest = levels.at(-1);
  return (
    <div className="bet-levels field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="bet-levels__label">
        {label} <span className="bet-levels__currency">({currency.toUpperCase()})</span>
      </span>
      <div className="bet-levels__row">
        <button
          type="button"
          className="button button--ghost bet-levels__step"
          aria-label={t('game.levels.lower', { label })}
          aria-controls={`${id}-value`}
          disabled={disabled || index === 0}
          onClick={() => step(-1)}
        >
          −
        </button>
        <output id={`${id}-value`} className="bet-levels__value" aria-live="polite" data-testid="bet-level">
          {formatMinor(value, currency, tag)}
        </output>
        <button
          type="button"
          className="button button--ghost bet-levels__step"
          aria-label={t('game.levels.higher', { label })}
          aria-controls={`${id}-value`}
          disabled={disabled || index >= levels.length - 1}
          onClick={() => step(1)}
        >
          +
        </button>
        <button
          type="button"
          className="button button--ghost bet-levels__max"
          aria-controls={`${id}-value`}
          disabled={disabled || highest === undefined || value === highest}
          onClick={() => highest !== undefined && onChange(highest)}
        >
          {t('game.levels.max')}
        </button>
      </div>
    </div>
  );
}
