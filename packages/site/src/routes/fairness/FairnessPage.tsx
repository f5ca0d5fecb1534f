import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { PLAYABLE_GAME_IDS, MINES_TILES, MULTIPLIER_SCALE, WHEEL_RISKS, type PlayableGameId } from '@ky-wallet/games/contract';
import {
  DICE_TARGETS,
  diceMultiplier,
  isDiceTarget,
  MINES_MAX,
  MINES_MIN,
  verifyRound,
  WHEEL_SEGMENT_COUNT,
  WHEEL_SEGMENTS,
  type GameOutcome,
  type VerifiableGameId,
} from '@ky-wallet/games/fair';
import { RECIPE_LOCALES, replayRound, type GameRecipe, type RecipeLocale } from '@ky-wallet/games/engine';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { TableScroll } from '../../components/TableScroll/TableScroll.tsx';
import { Meta } from '../../head/Meta.tsx';
import { formatList, formatNumber } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { fairnessPath, parseMoves, parseParams, readFairnessQuery, unreadableFairnessParams, type FairnessQuery } from '../../games/fairnessLink.ts';
import { GAME_MODULES, isRoundGame, ROUND_PICTURES, type GameModule, type RoundGameId } from '../../games/modules.ts';
import { revealedSeed } from '../../games/rgs/client.ts';
import { formatHundredths, formatMultiplier } from '../../games/money.ts';
import type { FairnessData } from './route.tsx';

/** What the browser computed for the form's inputs. */
type Verification =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'failed' }
  | { status: 'done'; input: FairnessQuery; hash: string; floats: number[]; outcome: GameOutcome[VerifiableGameId] }
  | { status: 'done'; input: FairnessQuery; hash: string; floats: number[]; round: { game: RoundGameId; over: 'open' | 'over' | 'void'; multiplier: number; view: unknown } };

function paramsOf(input: FairnessQuery) {
  switch (input.game) {
    case 'original-dice':
      return { direction: input.direction, target: input.target };
    case 'original-mines':
      return { mines: input.mines };
    case 'original-wheel':
      return { risk: input.risk };
    default:
      return input.params;
  }
}

async function verify(input: FairnessQuery): Promise<Verification> {
  if (isRoundGame(input.game)) {
    const { engine } = await GAME_MODULES[input.game]();
    const replayed = await replayRound(engine, {
      serverSeed: input.server_seed,
      clientSeed: input.client_seed,
      nonce: input.nonce,
      params: input.params,
      moves: input.moves,
    });
    return {
      status: 'done',
      input,
      hash: replayed.server_seed_hash,
      floats: replayed.floats,
      round: { game: input.game, over: replayed.step.status, multiplier: replayed.multiplier, view: replayed.view },
    };
  }
  const verified = await verifyRound(input.game as VerifiableGameId, {
    serverSeed: input.server_seed,
    clientSeed: input.client_seed,
    nonce: input.nonce,
    params: paramsOf(input) as never,
  });
  return { status: 'done', input, hash: verified.server_seed_hash, floats: verified.floats, outcome: verified.outcome };
}

/**
 * /fairness: anyone can recompute a round of the originals from its server seed (revealed when
 * the seed pair is rotated), client seed and nonce, in the browser, with the very code the game
 * server uses (@ky-wallet/games/fair). Links from the games and the history prefill the form.
 */
export function FairnessPage() {
  const { t, tag } = useI18n();
  const { names } = useLoaderData<FairnessData>();
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const [form, setForm] = useState<FairnessQuery>(() => readFairnessQuery(search));
  // A link's nonce or target that does not read stays as it came, marked, for the player to fix.
  const [unreadable] = useState(() => unreadableFairnessParams(search));
  const [nonceText, setNonceText] = useState(() => (unreadable.includes('nonce') ? (search.get('nonce') ?? '') : String(form.nonce)));
  const [targetText, setTargetText] = useState(() =>
    unreadable.includes('target') ? (search.get('target') ?? '') : (form.target / 100).toFixed(2),
  );
  // A round game's parameters and the player's moves, as JSON (links fill them in).
  const [paramsText, setParamsText] = useState(() => (unreadable.includes('params') ? (search.get('params') ?? '') : JSON.stringify(form.params)));
  const [movesText, setMovesText] = useState(() => (unreadable.includes('moves') ? (search.get('moves') ?? '') : JSON.stringify(form.moves)));
  const [result, setResult] = useState<Verification>({ status: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  // A link with such values (or a target outside the game's range) is not verified with others
  // in their place: the form shows what to fix.
  const [linkUnreadable] = useState(() => {
    const query = readFairnessQuery(search);
    return unreadable.length > 0 || (query.game === 'original-dice' && !isDiceTarget(query));
  });
  // Fields are marked invalid once the player has tried to verify (or a link brought bad values), not before.
  const [tried, setTried] = useState(() => unreadable.length > 0);
  /** The game server is being asked for the revealed seed of a link's hash. */
  const [lookingUp, setLookingUp] = useState(false);

  const nonce = /^\d{1,15}$/.test(nonceText.trim()) ? Number(nonceText) : null;
  const targetValue = /^\d{1,2}([.,]\d{1,2})?$/.test(targetText.trim()) ? Math.round(Number(targetText.trim().replace(',', '.')) * 100) : null;
  const targetOk = targetValue !== null && isDiceTarget({ direction: form.direction, target: targetValue });
  const round = isRoundGame(form.game);
  const parsedParams = round ? parseParams(paramsText.trim() || '{}') : {};
  const parsedMoves = round ? parseMoves(movesText.trim() || '[]') : [];
  const jsonOk = parsedParams !== undefined && parsedMoves !== undefined;
  const valid = form.server_seed.trim() !== '' && nonce !== null && (form.game !== 'original-dice' || targetOk) && jsonOk;
  // Said at each field once the player has tried to verify (focus goes to the first).
  const seedMissing = tried && form.server_seed.trim() === '';
  const nonceWrong = tried && nonce === null;
  const targetWrong = tried && form.game === 'original-dice' && !targetOk;
  const paramsWrong = tried && round && parsedParams === undefined;
  const movesWrong = tried && round && parsedMoves === undefined;

  const run = (input: FairnessQuery) => {
    setResult({ status: 'working' });
    verify(input).then(setResult, () => setResult({ status: 'failed' }));
  };

  // A link with the server seed in it verifies at once. One with only the hash (a round from the
  // history, or one played before the pair was rotated) asks the game server whether that pair has
  // been rotated since, and if so verifies with its revealed seed.
  useEffect(() => {
    const initial = readFairnessQuery(search);
    if (linkUnreadable) {
      if (initial.server_seed) setTried(true);
      return;
    }
    if (initial.server_seed) {
      run(initial);
      return;
    }
    if (!/^[0-9a-f]{64}$/.test(initial.server_seed_hash)) return;
    let current = true;
    setLookingUp(true);
    revealedSeed(initial.server_seed_hash).then(
      (seed) => {
        if (!current) return;
        setLookingUp(false);
        if (!seed) return;
        const input = { ...initial, server_seed: seed };
        setForm((prev) => (prev.server_seed ? prev : { ...prev, server_seed: seed }));
        setSearch(new URLSearchParams(fairnessPath(input).split('?')[1]), { replace: true });
        run(input);
      },
      () => current && setLookingUp(false),
    );
    return () => {
      current = false;
    };
    // Only the query the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || nonce === null) {
      setTried(true);
      const first =
        form.server_seed.trim() === '' ? 'server' : nonce === null ? 'nonce' : parsedParams === undefined ? 'params' : parsedMoves === undefined ? 'moves' : 'target';
      formRef.current?.querySelector<HTMLInputElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    const input: FairnessQuery = {
      ...form,
      server_seed: form.server_seed.trim(),
      nonce,
      target: targetValue ?? form.target,
      params: parsedParams ?? {},
      moves: parsedMoves ?? [],
    };
    // The address now says what was verified: it can be shared or bookmarked.
    setSearch(new URLSearchParams(fairnessPath(input).split('?')[1]), { replace: true });
    run(input);
  };

  const set = <K extends keyof FairnessQuery>(key: K, value: FairnessQuery[K]) => setForm((prev) => ({ ...prev, [key]: value }));
  const waitingForSeed = !form.server_seed && form.server_seed_hash !== '';

  return (
    <>
      <Meta title={t('fair.meta.title')} description={t('fair.meta.description')} />
      <PageHeader title={t('fair.title')} lead={t('fair.lead')} />
      <div className="fairness">
        <form ref={formRef} className="fairness__form" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-game`}>{t('fair.gameLabel')}</label>
            <select id={`${id}-game`} value={form.game} onChange={(event) => set('game', event.target.value as PlayableGameId)}>
              {PLAYABLE_GAME_IDS.map((game) => (
                <option key={game} value={game}>
                  {names[game]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-server`}>{t('fair.serverSeed')}</label>
            <input
              id={`${id}-server`}
              className="mono"
              autoComplete="off"
              spellCheck={false}
              value={form.server_seed}
              data-field="server"
              aria-invalid={seedMissing}
              aria-describedby={seedMissing ? `${id}-server-error ${id}-server-hint` : `${id}-server-hint`}
              onChange={(event) => set('server_seed', event.target.value)}
            />
            {seedMissing ? (
              <p id={`${id}-server-error`} className="field__error">
                {t('fair.serverSeedRequired')}
              </p>
            ) : null}
            <p id={`${id}-server-hint`} className="fairness__hint">
              {t('fair.serverSeedHint')}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-hash`}>{t('fair.expectedHash')}</label>
            <input
              id={`${id}-hash`}
              className="mono"
              autoComplete="off"
              spellCheck={false}
              value={form.server_seed_hash}
              aria-describedby={`${id}-hash-hint`}
              onChange={(event) => set('server_seed_hash', event.target.value.trim().toLowerCase())}
            />
            <p id={`${id}-hash-hint`} className="fairness__hint">
              {t('fair.expectedHashHint')}
            </p>
          </div>
          <div className="fairness__row">
            <div className="field">
              <label htmlFor={`${id}-client`}>{t('fair.clientSeed')}</label>
              <input
                id={`${id}-client`}
                className="mono"
                autoComplete="off"
                spellCheck={false}
                value={form.client_seed}
                onChange={(event) => set('client_seed', event.target.value)}
              />
            </div>
            <div className="field fairness__narrow">
              <label htmlFor={`${id}-nonce`}>{t('fair.nonce')}</label>
              <input
                id={`${id}-nonce`}
                inputMode="numeric"
                autoComplete="off"
                value={nonceText}
                data-field="nonce"
                aria-invalid={nonceWrong}
                aria-describedby={nonceWrong ? `${id}-nonce-error` : undefined}
                onChange={(event) => setNonceText(event.target.value)}
              />
              {nonceWrong ? (
                <p id={`${id}-nonce-error`} className="field__error">
                  {t('fair.nonceInvalid')}
                </p>
              ) : null}
            </div>
          </div>
          {form.game === 'original-mines' ? (
            <div className="field fairness__narrow">
              <label htmlFor={`${id}-mines`}>{t('fair.mines')}</label>
              <select id={`${id}-mines`} value={form.mines} onChange={(event) => set('mines', Number(event.target.value))}>
                {Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, index) => MINES_MIN + index).map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {form.game === 'original-wheel' ? (
            <div className="field fairness__narrow">
              <label htmlFor={`${id}-risk`}>{t('fair.risk')}</label>
              <select id={`${id}-risk`} value={form.risk} onChange={(event) => set('risk', event.target.value as FairnessQuery['risk'])}>
                {WHEEL_RISKS.map((risk) => (
                  <option key={risk} value={risk}>
                    {t(`volatility.${risk}`)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {form.game === 'original-dice' ? (
            <div className="fairness__row">
              <div className="field">
                <label htmlFor={`${id}-direction`}>{t('fair.direction')}</label>
                <select id={`${id}-direction`} value={form.direction} onChange={(event) => set('direction', event.target.value as FairnessQuery['direction'])}>
                  <option value="under">{t('game.dice.under')}</option>
                  <option value="over">{t('game.dice.over')}</option>
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${id}-target`}>{t('fair.target')}</label>
                <input
                  id={`${id}-target`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={targetText}
                  data-field="target"
                  aria-invalid={targetWrong}
                  aria-describedby={targetWrong ? `${id}-target-error ${id}-target-hint` : `${id}-target-hint`}
                  onChange={(event) => setTargetText(event.target.value)}
                />
                {targetWrong ? (
                  <p id={`${id}-target-error`} className="field__error">
                    {t('fair.targetInvalid')}
                  </p>
                ) : null}
                <p id={`${id}-target-hint`} className="fairness__hint">
                  {t('game.dice.targetRange', {
                    min: formatHundredths(DICE_TARGETS[form.direction].min, tag),
                    max: formatHundredths(DICE_TARGETS[form.direction].max, tag),
                  })}
                </p>
              </div>
            </div>
          ) : null}
          {round ? (
            <>
              <div className="field">
                <label htmlFor={`${id}-params`}>{t('fair.params')}</label>
                <input
                  id={`${id}-params`}
                  className="mono"
                  autoComplete="off"
                  spellCheck={false}
                  value={paramsText}
                  data-field="params"
                  aria-invalid={paramsWrong}
                  aria-describedby={paramsWrong ? `${id}-params-error ${id}-params-hint` : `${id}-params-hint`}
                  onChange={(event) => setParamsText(event.target.value)}
                />
                {paramsWrong ? (
                  <p id={`${id}-params-error`} className="field__error">
                    {t('fair.jsonInvalid')}
                  </p>
                ) : null}
                <p id={`${id}-params-hint`} className="fairness__hint">
                  {t('fair.paramsHint')}
                </p>
              </div>
              <div className="field">
                <label htmlFor={`${id}-moves`}>{t('fair.actions')}</label>
                <input
                  id={`${id}-moves`}
                  className="mono"
                  autoComplete="off"
                  spellCheck={false}
                  value={movesText}
                  data-field="moves"
                  aria-invalid={movesWrong}
                  aria-describedby={movesWrong ? `${id}-moves-error ${id}-moves-hint` : `${id}-moves-hint`}
                  onChange={(event) => setMovesText(event.target.value)}
                />
                {movesWrong ? (
                  <p id={`${id}-moves-error`} className="field__error">
                    {t('fair.jsonInvalid')}
                  </p>
                ) : null}
                <p id={`${id}-moves-hint`} className="fairness__hint">
                  {t('fair.actionsHint')}
                </p>
              </div>
            </>
          ) : null}
          <button type="submit" className="button">
            {t('fair.verify')}
          </button>
        </form>

        <section className="fairness__result" aria-labelledby={`${id}-result`} aria-live="polite">
          <h2 id={`${id}-result`}>{t('fair.resultTitle')}</h2>
          {result.status === 'working' ? <p>{t('fair.working')}</p> : null}
          {result.status === 'failed' ? <p className="notice notice--error">{t('fair.failed')}</p> : null}
          {result.status === 'idle' && linkUnreadable ? <p className="notice notice--error">{t('fair.linkUnreadable')}</p> : null}
          {result.status === 'idle' && !linkUnreadable ? (
            <p>{lookingUp ? t('fair.lookingUp') : waitingForSeed ? t('fair.waitingForSeed') : t('fair.idle')}</p>
          ) : null}
          {result.status === 'done' ? <Outcome verification={result} /> : null}
        </section>
      </div>

      <section className="prose-page fairness__recipe" aria-labelledby={`${id}-recipe`}>
        <h2 id={`${id}-recipe`}>{t('fair.recipe.title')}</h2>
        <p>{t('fair.recipe.commit')}</p>
        <p>{t('fair.recipe.stream')}</p>
        <p>{t('fair.recipe.draws')}</p>
        <ul>
          <li>{t('fair.recipe.dice')}</li>
          <li>{t('fair.recipe.wheel')}</li>
          <li>{t('fair.recipe.mines')}</li>
          <li>{t('fair.recipe.scratch')}</li>
          <li>{t('fair.recipe.slot')}</li>
        </ul>
        <p>{t('fair.recipe.units')}</p>
        {isRoundGame(form.game) ? <GameRecipeSection game={form.game} name={names[form.game]} /> : null}
        <WheelSegments />
      </section>
    </>
  );
}

/**
 * Every segment's multiplier on each wheel, from the engine's own table: with it a spin's payout,
 * not only its segment, is verified from what is published.
 */
function WheelSegments() {
  const { t, tag } = useI18n();
  return (
    <>
      <h3>{t('fair.wheelTable.title')}</h3>
      <p>{t('fair.wheelTable.text')}</p>
      <TableScroll label={t('fair.wheelTable.caption')} className="fairness__segments">
        <table className="data-table">
          <caption>{t('fair.wheelTable.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fair.wheelTable.segment')}</th>
              {WHEEL_RISKS.map((risk) => (
                <th key={risk} scope="col" className="num">
                  {t(`volatility.${risk}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: WHEEL_SEGMENT_COUNT }, (_, segment) => (
              <tr key={segment}>
                <th scope="row">{segment}</th>
                {WHEEL_RISKS.map((risk) => (
                  <td key={risk} className="num">
                    {formatMultiplier(WHEEL_SEGMENTS[risk][segment] ?? 0, MULTIPLIER_SCALE, 2, tag)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

function Outcome({ verification }: { verification: Extract<Verification, { status: 'done' }> }) {
  const { t, tag } = useI18n();
  const { input, hash } = verification;
  const outcome = 'outcome' in verification ? verification.outcome : null;
  const expected = input.server_seed_hash;
  return (
    <>
      <dl className="fairness__facts">
        <div>
          <dt>{t('fair.hash')}</dt>
          <dd className="mono" data-testid="fair-hash">
            {hash}
          </dd>
        </div>
      </dl>
      {expected ? (
        <p className={expected === hash ? 'notice notice--success' : 'notice notice--error'} data-testid="fair-hash-check">
          {expected === hash ? t('fair.hashMatches') : t('fair.hashDiffers')}
        </p>
      ) : null}
      <div className="fairness__outcome" data-testid="fair-outcome">
        {'round' in verification ? <RoundOutcome round={verification.round} /> : null}
        {outcome && 'result' in outcome && input.game === 'original-dice' ? (
          <>
            <output className="fairness__big">{formatHundredths(outcome.result, tag)}</output>
            <p>
              {t(outcome.won ? 'fair.dice.won' : 'fair.dice.lost', {
                direction: t(input.direction === 'under' ? 'game.dice.under' : 'game.dice.over'),
                target: formatHundredths(input.target, tag),
                multiplier: formatMultiplier(diceMultiplier(input), 10_000, 4, tag),
              })}
            </p>
          </>
        ) : null}
        {outcome && 'segment' in outcome ? (
          <>
            <output className="fairness__big">{formatMultiplier(outcome.multiplier, MULTIPLIER_SCALE, 2, tag)}</output>
            <p>{t('fair.wheel.segment', { segment: outcome.segment, risk: t(`volatility.${input.risk}`) })}</p>
          </>
        ) : null}
        {outcome && 'mine_tiles' in outcome ? (
          <>
            <p>{t('fair.mines.tiles', { tiles: formatList(outcome.mine_tiles.map((tile) => formatNumber(tile + 1, tag)), tag) })}</p>
            <ol className="fairness__board" aria-label={t('fair.mines.board')}>
              {Array.from({ length: MINES_TILES }, (_, tile) => {
                const mine = outcome.mine_tiles.includes(tile);
                return (
                  <li key={tile} className={mine ? 'fairness__tile fairness__tile--mine' : 'fairness__tile'}>
                    <span aria-hidden="true">{mine ? '✸' : '◆'}</span>
                    <span className="visually-hidden">{t(mine ? 'fair.mines.mine' : 'fair.mines.gem', { n: tile + 1 })}</span>
                  </li>
                );
              })}
            </ol>
          </>
        ) : null}
      </div>
    </>
  );
}

/** A replayed round of a round-API game: its multiplier, and the game's own picture of it. */
function RoundOutcome({ round }: { round: { game: RoundGameId; over: 'open' | 'over' | 'void'; multiplier: number; view: unknown } }) {
  const { t, tag } = useI18n();
  const Picture = ROUND_PICTURES[round.game];
  return (
    <>
      <output className="fairness__big">{formatMultiplier(round.multiplier, MULTIPLIER_SCALE, 2, tag)}</output>
      <p>{t(round.over === 'open' ? 'fair.round.open' : round.over === 'void' ? 'fair.round.void' : round.multiplier > 0 ? 'fair.round.won' : 'fair.round.lost')}</p>
      {round.over === 'over' ? (
        <Suspense fallback={<p>{t('fair.working')}</p>}>
          <Picture view={round.view as never} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The chosen game's own recipe and tables (its engine's `recipe`), in the page's language. */
function GameRecipeSection({ game, name }: { game: RoundGameId; name: string }) {
  const { t, locale } = useI18n();
  const [module, setModule] = useState<GameModule | null>(null);
  useEffect(() => {
    let current = true;
    setModule(null);
    GAME_MODULES[game]().then((loaded) => current && setModule(loaded), () => undefined);
    return () => {
      current = false;
    };
  }, [game]);
  const lang = recipeLocale(locale);
  return (
    <>
      <h3>{t('fair.recipe.gameTitle', { game: name })}</h3>
      {module ? <RecipeOf recipe={module.recipe} lang={lang} /> : <p>{t('fair.recipe.loading')}</p>}
    </>
  );
}

function RecipeOf({ recipe, lang }: { recipe: GameRecipe; lang: RecipeLocale }) {
  return (
    <>
      <ol>
        {recipe.steps[lang].map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
      {recipe.tables.map((table, index) => (
        <TableScroll key={index} label={table.caption[lang]} className="fairness__segments">
          <table className="data-table">
            <caption>{table.caption[lang]}</caption>
            <thead>
              <tr>
                {table.head[lang].map((head, column) => (
                  <th key={column} scope="col">
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, column) =>
                    column === 0 ? (
                      <th key={column} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={column}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ))}
    </>
  );
}

/** The recipe's language for the page's locale (the same four, tagged as the games package tags them). */
function recipeLocale(locale: string): RecipeLocale {
  return RECIPE_LOCALES.find((lang) => lang.toLowerCase() === locale.toLowerCase()) ?? 'en';
}
