import { useId } from 'react';
import { useI18n } from '../../../i18n/I18nContext.tsx';
import { exponentOf, formatMinor, majorText, parseMajor } from '../../money.ts';
import './BetField.css';

export interface BetLimits {
  min_bet: number;
  max_bet: number;
}

export interface BetFieldProps {
  /** The typed text, in major units. */
  value: string;
  onChange: (value: string) => void;
  currency: string;
  limits: BetLimits;
  /** The bet cannot change now (a mines round is open). */
  disabled?: boolean;
}

/** The bet in minor units, or null when the text is not a bet within the limits. */
export function betOf(value: string, currency: string, limits: BetLimits): number | null {
  const amount = parseMajor(value, currency);
  return amount !== null && amount >= limits.min_bet && amount <= limits.max_bet ? amount : null;
}

/** A sensible first bet: 1.00 in the currency when the limits allow it, else the nearest limit. */
export function firstBet(currency: string, limits: BetLimits): string {
  return majorText(clamp(10 ** exponentOf(currency), limits), currency);
}

function clamp(amount: number, limits: BetLimits): number {
  return Math.min(limits.max_bet, Math.max(limits.min_bet, amount));
}

/** The bet: a field in major units, with ½, 2×, Min and Max as the rule pages describe. */
export function BetField({ value, onChange, currency, limits, disabled = false }: BetFieldProps) {
  const { t, tag } = useI18n();
  const id = useId();
  const amount = parseMajor(value, currency);
  const invalid = betOf(value, currency, limits) === null;
  const set = (minor: number) => onChange(majorText(clamp(minor, limits), currency));
  const base = amount ?? limits.min_bet;
  const range = t('game.betRange', { min: formatMinor(limits.min_bet, currency, tag), max: formatMinor(limits.max_bet, currency, tag) });
  // A number with more decimals than the currency has is told so; anything else, the limits.
  const decimals = exponentOf(currency);
  const tooPrecise = invalid && (/^\s*\d*[.,](\d+)\s*$/.exec(value)?.[1]?.length ?? 0) > decimals;
  return (
    <div className="bet-field field">
      <label htmlFor={`${id}-bet`}>
        {t('game.bet')} <span className="bet-field__currency">({currency.toUpperCase()})</span>
      </label>
      <div className="bet-field__row">
        <input
          id={`${id}-bet`}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={`${id}-range`}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="button button--ghost bet-field__step" disabled={disabled} aria-label={t('game.betHalf')} onClick={() => set(Math.floor(base / 2))}>
          ½
        </button>
        <button type="button" className="button button--ghost bet-field__step" disabled={disabled} aria-label={t('game.betDouble')} onClick={() => set(base * 2)}>
          2×
        </button>
        <button type="button" className="button button--ghost bet-field__step" disabled={disabled} onClick={() => set(limits.min_bet)}>
          {t('game.betMin')}
        </button>
        <button type="button" className="button button--ghost bet-field__step" disabled={disabled} onClick={() => set(limits.max_bet)}>
          {t('game.betMax')}
        </button>
      </div>
      <p id={`${id}-range`} className={invalid ? 'bet-field__hint bet-field__hint--error' : 'bet-field__hint'}>
        {tooPrecise ? t('game.betDecimals', { count: decimals, range }) : invalid ? t('game.betInvalid', { range }) : range}
      </p>
    </div>
  );
}
