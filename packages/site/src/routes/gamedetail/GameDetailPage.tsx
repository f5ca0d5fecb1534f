import { Link, useLoaderData } from 'react-router';
import { coverUrl } from '../../catalogue/covers.ts';
import { categoryRepeatsType } from '../../catalogue/tags.ts';
import { RULE_LANG_NAME, RULE_LANG_TAG } from '../../catalogue/ruleLangs.ts';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatDate, formatList, formatNumber, formatPercent, languageName } from '../../i18n/format.ts';
import type { GameDetailData } from './route.tsx';
import { TableScroll } from '../../components/TableScroll/TableScroll.tsx';

/** One game: every field of the catalogue, its rule pages and a launch link. */
export function GameDetailPage() {
  const { t, href, locale, tag } = useI18n();
  const { game } = useLoaderData<GameDetailData>();
  const name = game.name[locale];
  const rows: [string, string][] = [
    [t('detail.name'), name],
    [t('detail.category'), t(`category.${game.category}`)],
    [t('detail.gameType'), t(`gameType.${game.gameType}`)],
    [t('detail.platform'), formatList(game.platform.map((p) => t(`platform.${p}`)), tag)],
    [t('detail.rtp'), formatPercent(game.rtp, tag)],
    [t('detail.volatility'), t(`volatility.${game.volatility}`)],
    [t('detail.hitRate'), formatPercent(game.hit_rate, tag)],
    [t('detail.maxWin'), t('detail.maxWinValue', { value: formatNumber(game.max_win, tag) })],
    [t('detail.languages'), formatList(game.languages.map((code) => languageName(code, tag)), tag)],
    [t('detail.currencies'), formatList(game.currencies.map((c) => c.toUpperCase()), tag)],
    [t('detail.countries'), formatList(game.countries.map((r) => t(`region.${r}`)), tag)],
    [t('detail.availability'), t(`availability.${game.availability}`)],
    [
      t('detail.size'),
      t('detail.sizeValue', { desktop: formatNumber(game.sizeMb.desktop, tag), mobile: formatNumber(game.sizeMb.mobile, tag) }),
    ],
    [t('detail.released'), formatDate(game.released, tag)],
  ];

  return (
    <article className="game-detail">
      <Meta title={t('detail.meta.title', { game: name })} description={game.summary[locale]} />
      <p className="breadcrumb">
        <Link to={href('/games')}>{t('detail.back')}</Link>
      </p>
      <div className="game-detail__top">
        <img className="game-detail__cover" src={coverUrl(game.id)} alt={name} width="400" height="300" />
        <div>
          <h1>{name}</h1>
          <p className="game-detail__summary">{game.summary[locale]}</p>
          <p className="game-card__tags">
            <span className="tag">{t(`gameType.${game.gameType}`)}</span>
            {categoryRepeatsType(game) ? null : <span className="tag">{t(`category.${game.category}`)}</span>}
            <span className={`availability availability--${game.availability}`}>{t(`availability.${game.availability}`)}</span>
          </p>
          <p>
            {/* A Coming Soon game cannot be launched yet: no link to a page that would only say so. */}
            {game.availability === 'available' ? (
              <Link className="button" to={href(`/getGameUrl?game=${game.id}`)}>
                {t('detail.launch', { game: name })}
              </Link>
            ) : (
              <button type="button" className="button" disabled>
                {t('detail.launch', { game: name })}
              </button>
            )}
          </p>
        </div>
      </div>

      <TableScroll label={t('detail.facts', { game: name })}>
        <table className="data-table facts">
          <caption>{t('detail.facts', { game: name })}</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{t('detail.field')}</th>
              <th scope="col">{t('detail.value')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>

      <section aria-labelledby="detail-rules">
        <h2 id="detail-rules">{t('detail.rules')}</h2>
        <ul className="link-list">
          {game.ruleLangs.map((lang) => (
            <li key={lang}>
              <Link to={href(`/gamerule/${game.id}/${lang}`)} hrefLang={RULE_LANG_TAG[lang]}>
                {t('detail.rulesIn', { game: name, language: RULE_LANG_NAME[lang] })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
