import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useValidityMessages, type FormField } from '../../app/validity.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { GameNames } from '../TransactionsTable/rows.ts';
import { gameName } from '../TransactionsTable/rows.ts';
import { hasFilters, NO_FILTERS, today, type FilterValues } from './filters.ts';

export interface HistoryFiltersProps {
  /** What the URL says now. */
  value: FilterValues;
  /** Game ids to offer, in order (the playable games first, then any other in the history). */
  games: readonly string[];
  names: GameNames;
  onApply: (value: FilterValues) => void;
}

/**
 * The history's filters: a game and a date range. A plain GET form of the same page, so it also
 * works before the script has loaded; with the script, applying it updates the URL in place.
 */
export function HistoryFilters({ value, games, names, onApply }: HistoryFiltersProps) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const [draft, setDraft] = useState<FilterValues>(value);
  const id = useId();
  const max = today();

  // Back and forward change the URL: the form follows it.
  useEffect(() => setDraft(value), [value]);

  // What the browser says of a wrong date when the form is sent, in the site's language.
  const validity = useValidityMessages(
    useCallback((field: FormField) => (field instanceof HTMLInputElement && field.type === 'date' ? dateProblem(field, max, t) : ''), [max, t]),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The date inputs' min and max keep a range in order; the browser stops a wrong one.
    if (!event.currentTarget.reportValidity()) return;
    onApply(draft);
  };

  return (
    <form ref={validity} className="history-filters" method="get" action={pathname} aria-label={t('history.filters')} onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-game`}>{t('history.game')}</label>
        <select
          id={`${id}-game`}
          name="game"
          value={draft.game}
          onChange={(event) => setDraft({ ...draft, game: event.target.value })}
        >
          <option value="">{t('history.allGames')}</option>
          {games.map((game) => (
            <option key={game} value={game}>
              {gameName(names, game)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('history.from')}</label>
        <input
          id={`${id}-from`}
          name="from"
          type="date"
          value={draft.from}
          max={draft.to || max}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('history.to')}</label>
        <input
          id={`${id}-to`}
          name="to"
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          max={max}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </div>
      <div className="history-filters__actions">
        <button type="submit" className="button">
          {t('history.apply')}
        </button>
        {hasFilters(value) ? (
          <button type="button" className="button button--ghost" onClick={() => onApply(NO_FILTERS)}>
            {t('history.clear')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** What is wrong with a date field of the range, in the site's words; '' when nothing is. */
function dateProblem(input: HTMLInputElement, today: string, t: (key: 'history.dateIncomplete' | 'history.dateFuture' | 'history.dateOrder') => string): string {
  const { badInput, rangeOverflow, rangeUnderflow } = input.validity;
  if (badInput) return t('history.dateIncomplete');
  if (rangeOverflow && input.value > today) return t('history.dateFuture');
  return rangeOverflow || rangeUnderflow ? t('history.dateOrder') : '';
}
