import { useId, useState, type ReactNode } from 'react';
import { useI18n } from '../../../i18n/I18nContext.tsx';
import { parseMajor } from '../../money.ts';
import type { AutoPlay } from './useAutoPlay.ts';
import './AutoPlayField.css';

export interface AutoPlayFieldProps {
  auto: AutoPlay;
  currency: string;
  /** The counts the rule page offers (10, 25, 50, 100; some add 500). */
  counts?: readonly number[];
  /** Which of the player's limits the rule page offers. */
  limits?: { singleWin?: boolean; loss?: boolean };
  /** What else stops Auto Play by the game's own rule, said under the field ("It stops when Hold & Win is won."). */
  rule?: string;
  /** Auto Play cannot start now (a round is open, a call is in flight). */
  disabled?: boolean;
  /** What the rule page calls it: "Auto Play" by default, "Auto Buy" on a scratch card. */
  title?: string;
  /** The game's own stop options (a checkbox), under the limits. */
  children?: ReactNode;
}

/**
 * Auto Play's settings and its Start / Stop button, folded away until asked for: how many rounds,
 * and the player's limits (a single win above, a loss since the start of at least), in major units.
 */
export function AutoPlayField({
  auto,
  currency,
  counts = [10, 25, 50, 100],
  limits = { singleWin: true, loss: true },
  rule,
  disabled = false,
  title,
  children,
}: AutoPlayFieldProps) {
  const { t } = useI18n();
  const name = title ?? t('game.auto.title');
  const id = useId();
  const [count, setCount] = useState(counts[0] ?? 10);
  const [singleWin, setSingleWin] = useState('');
  const [loss, setLoss] = useState('');
  const parsed = (text: string) => (text.trim() === '' ? null : parseMajor(text, currency));
  const invalid = (text: string) => text.trim() !== '' && parsed(text) === null;
  const start = () => {
    if (invalid(singleWin) || invalid(loss)) return;
    auto.start(count, { singleWin: parsed(singleWin), loss: parsed(loss) });
  };
  return (
    <details className="auto-play" open={auto.running || undefined}>
      <summary>{auto.running ? t('game.auto.running', { name, count: auto.left }) : name}</summary>
      <div className="auto-play__body">
        <div className="field">
          <label htmlFor={`${id}-count`}>{t('game.auto.count')}</label>
          <select id={`${id}-count`} value={count} disabled={auto.running} onChange={(event) => setCount(Number(event.target.value))}>
            {counts.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        {limits.singleWin ? (
          <div className="field">
            <label htmlFor={`${id}-win`}>{t('game.auto.singleWin', { currency: currency.toUpperCase() })}</label>
            <input
              id={`${id}-win`}
              inputMode="decimal"
              autoComplete="off"
              value={singleWin}
              disabled={auto.running}
              aria-invalid={invalid(singleWin)}
              aria-describedby={`${id}-optional`}
              onChange={(event) => setSingleWin(event.target.value)}
            />
          </div>
        ) : null}
        {limits.loss ? (
          <div className="field">
            <label htmlFor={`${id}-loss`}>{t('game.auto.loss', { currency: currency.toUpperCase() })}</label>
            <input
              id={`${id}-loss`}
              inputMode="decimal"
              autoComplete="off"
              value={loss}
              disabled={auto.running}
              aria-invalid={invalid(loss)}
              aria-describedby={`${id}-optional`}
              onChange={(event) => setLoss(event.target.value)}
            />
          </div>
        ) : null}
        {children}
        <p id={`${id}-optional`} className="auto-play__hint">
          {limits.singleWin && limits.loss ? t('game.auto.optional') : limits.singleWin || limits.loss ? t('game.auto.optionalOne') : null} {rule}
        </p>
        {auto.running ? (
          <button type="button" className="button" onClick={auto.stop}>
            {t('game.auto.stop', { name })}
          </button>
        ) : (
          <button type="button" className="button button--ghost" aria-disabled={disabled || invalid(singleWin) || invalid(loss)} onClick={() => !disabled && start()}>
            {t('game.auto.start', { name, count })}
          </button>
        )}
      </div>
    </details>
  );
}
