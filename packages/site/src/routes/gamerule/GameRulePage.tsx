import { Link, useLoaderData, useLocation } from 'react-router';
import { decodePath } from '../../app/paths.ts';
import { NotFoundView } from '../../components/ErrorView/ErrorView.tsx';
import { RULE_LANG_NAME, RULE_LANG_TAG } from '../../catalogue/ruleLangs.ts';
import type { RuleDoc, RuleLang } from '../../content/types.ts';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { RuleLoaderData } from './route.tsx';
import { StaticIsland } from '../../components/StaticIsland/StaticIsland.tsx';
import { TableScroll } from '../../components/TableScroll/TableScroll.tsx';

type GameSummary = RuleLoaderData['game'];

export function GameRulePage() {
  const { game, lang, doc } = useLoaderData<RuleLoaderData>();
  return doc ? <RuleArticle game={game} lang={lang} doc={doc} /> : <MissingLanguage game={game} lang={lang} />;
}

function RuleArticle({ game, lang, doc }: { game: GameSummary; lang: RuleLang; doc: RuleDoc }) {
  const { t, href } = useI18n();
  const name = game.name;
  const others = game.ruleLangs.filter((other) => other !== lang);
  return (
    <>
      <Meta title={doc.title} description={t('rule.meta.description', { game: name })} />
      <p className="breadcrumb">
        <Link to={href(`/gamedetail/${game.id}`)}>{t('rule.backToGame', { game: name })}</Link>
      </p>
      {/* The document never changes on its page: kept as prerendered, not hydrated. */}
      <StaticIsland id="rule" version={`${game.id} ${lang}`}>
        <article className="rule-doc" lang={RULE_LANG_TAG[lang]}>
          <h1>{doc.title}</h1>
          <p className="rule-doc__intro">{doc.intro}</p>
          {doc.sections.map((section, index) => (
            <section key={index} aria-labelledby={`rule-section-${index}`}>
              <h2 id={`rule-section-${index}`}>{section.heading}</h2>
              {section.paragraphs?.map((text, i) => <p key={i}>{text}</p>)}
              {section.list ? (
                <ul>
                  {section.list.map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.table ? (
                <TableScroll label={section.table.caption}>
                  <table className="data-table">
                    <caption>{section.table.caption}</caption>
                    <thead>
                      <tr>
                        {section.table.head.map((cell, i) => (
                          <th key={i} scope="col">
                            {cell}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {section.table.rows.map((row, r) => (
                        <tr key={r}>
                          {row.map((cell, c) =>
                            c === 0 ? (
                              <th key={c} scope="row">
                                {cell}
                              </th>
                            ) : (
                              <td key={c}>{cell}</td>
                            ),
                          )}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
              ) : null}
            </section>
          ))}
        </article>
      </StaticIsland>
      {others.length > 0 ? (
        <nav className="rule-langs" aria-label={t('rule.otherLanguages')}>
          <h2>{t('rule.otherLanguages')}</h2>
          <RuleLanguageLinks game={game.id} langs={others} />
        </nav>
      ) : null}
    </>
  );
}

/**
 * The 404 page (SPEC.md: 'Page not found: {path}'), and under it the languages the game's rules
 * are written in, and its page.
 */
function MissingLanguage({ game, lang }: { game: GameSummary; lang: RuleLang }) {
  const { t, href } = useI18n();
  const { pathname } = useLocation();
  const name = game.name;
  const language = RULE_LANG_NAME[lang];
  return (
    <NotFoundView path={decodePath(pathname)}>
      <section className="rule-missing" aria-labelledby="rule-missing-title">
        <h2 id="rule-missing-title">{t('rule.missing.title', { game: name, language })}</h2>
        <p>{t('rule.missing.text', { game: name, language })}</p>
        <RuleLanguageLinks game={game.id} langs={game.ruleLangs} />
        <p>
          <Link to={href(`/gamedetail/${game.id}`)}>{t('rule.backToGame', { game: name })}</Link>
        </p>
      </section>
    </NotFoundView>
  );
}

/** Links to a game's rules in each of `langs`, each named in its own language. */
function RuleLanguageLinks({ game, langs }: { game: GameSummary['id']; langs: readonly RuleLang[] }) {
  const { href } = useI18n();
  return (
    <ul className="link-list">
      {langs.map((lang) => (
        <li key={lang}>
          <Link to={href(`/gamerule/${game}/${lang}`)} lang={RULE_LANG_TAG[lang]} hrefLang={RULE_LANG_TAG[lang]}>
            {RULE_LANG_NAME[lang]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
