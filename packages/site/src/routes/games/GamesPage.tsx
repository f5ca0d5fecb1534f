import { Link, useLoaderData, useSearchParams } from 'react-router';
import { GameCard } from '../../components/GameCard/GameCard.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { StaticIsland } from '../../components/StaticIsland/StaticIsland.tsx';
import { CATEGORIES, GAME_TYPES, countBy, filterGames, filtersToParams, parseFilters } from '../../catalogue/filter.ts';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { GamesData } from './route.tsx';

/** The catalogue with its filters kept in the query (`?type=slot&category=slots`). */
export function GamesPage() {
  const { t, href, tag } = useI18n();
  const games = useLoaderData<GamesData>();
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const shown = filterGames(games, filters);
  const counts = countBy(games, filters);
  const filtered = filters.type !== null || filters.category !== null;

  return (
    <>
      <Meta title={t('games.meta.title')} description={t('games.meta.description', { count: games.length })} />
      <PageHeader title={t('games.title')} lead={t('games.lead')} />
      <form
        className="filters"
        method="get"
        action={href('/games')}
        aria-label={t('games.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="field">
          <label htmlFor="filter-type">{t('games.filterType')}</label>
          <select
            id="filter-type"
            name="type"
            value={filters.type ?? ''}
            onChange={(event) =>
              setParams(filtersToParams({ ...filters, type: parseFilters(new URLSearchParams({ type: event.target.value })).type }, params))
            }
          >
            <option value="">
              {t('games.all')} ({filterGames(games, { ...filters, type: null }).length})
            </option>
            {GAME_TYPES.map((type) => (
              <option key={type} value={type} disabled={!counts.types.get(type) && filters.type !== type}>
                {t(`gameType.${type}`)} ({counts.types.get(type) ?? 0})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-category">{t('games.filterCategory')}</label>
          <select
            id="filter-category"
            name="category"
            value={filters.category ?? ''}
            onChange={(event) =>
              setParams(
                filtersToParams(
                  { ...filters, category: parseFilters(new URLSearchParams({ category: event.target.value })).category },
                  params,
                ),
              )
            }
          >
            <option value="">
              {t('games.all')} ({filterGames(games, { ...filters, category: null }).length})
            </option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category} disabled={!counts.categories.get(category) && filters.category !== category}>
                {t(`category.${category}`)} ({counts.categories.get(category) ?? 0})
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <button type="submit" className="button">
            {t('games.filters')}
          </button>
        </noscript>
        {filtered ? (
          // The link goes with the filters it clears: focus moves to the first filter, not to the page.
          <Link className="filters__clear" to={href('/games')} onClick={() => document.getElementById('filter-type')?.focus()}>
            {t('games.clear')}
          </Link>
        ) : null}
      </form>
      <p className="filters__count" role="status">
        {t('games.count', { count: shown.length, total: games.length })}
      </p>
      {shown.length === 0 ? (
        <p className="notice">{t('games.empty')}</p>
      ) : (
        // The cards as prerendered are kept, not hydrated; other filters render them (StaticIsland).
        <StaticIsland id="games" version={`${tag} ${filters.type ?? ''} ${filters.category ?? ''}`}>
          <ul className="card-grid">
            {shown.map((game, index) => (
              <li key={game.id}>
                <GameCard game={game} eager={index < 2} headingLevel={2} />
              </li>
            ))}
          </ul>
        </StaticIsland>
      )}
    </>
  );
}
