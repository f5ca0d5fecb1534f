import { lazy, Suspense, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { Link, useLoaderData, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { PlayableGameId, SessionData } from '@ky-wallet/games/contract';
import { DEFAULT_CURRENCY } from '@ky-wallet/protocol';
import { guardImport } from '../../app/chunkReload.ts';
import { whenIdle } from '../../app/idle.ts';
import { coverUrl } from '../../catalogue/covers.ts';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { exponentOf, formatMinor } from '../../games/money.ts';
import { createRgsClient, type RgsApi, type RgsError } from '../../games/rgs/client.ts';
import { useGameTable, type GameTable } from '../../games/table.ts';
import { walletElement } from '../../wallet/wallet.ts';
import type { PlayData } from './route.tsx';
import { useGameSession } from './useGameSession.ts';

/** The client of each game: a component that plays on the session's table. */
export type GameClients = Record<PlayableGameId, ComponentType<{ table: GameTable }>>;

/** Each game's client is a chunk of its own, loaded by its page only. */
const GAMES: GameClients = {
  'original-dice': lazy(guardImport(() => import('../../games/dice/DiceGame.tsx'))),
  'original-mines': lazy(guardImport(() => import('../../games/mines/MinesGame.tsx'))),
  'original-wheel': lazy(guardImport(() => import('../../games/wheel/WheelGame.tsx'))),
  'scratch-encounter-n': lazy(guardImport(() => import('../../games/scratch-encounter-n/EncounterGame.tsx'))),
  'scratch-fortune-n': lazy(guardImport(() => import('../../games/scratch-fortune-n/FortuneGame.tsx'))),
  'scratch-houyi-n': lazy(guardImport(() => import('../../games/scratch-houyi-n/HouyiGame.tsx'))),
  'scratch-mahjong-n': lazy(guardImport(() => import('../../games/scratch-mahjong-n/MahjongGame.tsx'))),
  'scratch-year-of-dragon-n': lazy(guardImport(() => import('../../games/scratch-year-of-dragon-n/DragonGame.tsx'))),
  'slot-fortune-fafafa': lazy(guardImport(() => import('../../games/slot-fortune-fafafa/FafafaGame.tsx'))),
  'slot-32d-cleopatra': lazy(guardImport(() => import('../../games/slot-32d-cleopatra/CleopatraGame.tsx'))),
  'slot-gold-digger': lazy(guardImport(() => import('../../games/slot-gold-digger/GoldDiggerGame.tsx'))),
  'slot-golden-tiger': lazy(guardImport(() => import('../../games/slot-golden-tiger/GoldenTigerGame.tsx'))),
  'slot-lucky-panda': lazy(guardImport(() => import('../../games/slot-lucky-panda/LuckyPandaGame.tsx'))),
  'slot-monkeyking': lazy(guardImport(() => import('../../games/slot-monkeyking/MonkeyGame.tsx'))),
  'slot-three-kingdoms': lazy(guardImport(() => import('../../games/slot-three-kingdoms/ThreeKingdomsGame.tsx'))),
};

export interface PlayPageProps {
  /** The game clients, each a chunk loaded on demand (a story passes ones that never load). */
  games?: GameClients;
}

/**
 * /play/{game}: a game's client. `?launch=` (from the wallet's getGameUrl) plays with the wallet's
 * money; `?mode=fun` with play money. See useGameSession for how a session is opened and resumed.
 */
export function PlayPage({ games = GAMES }: PlayPageProps) {
  const { t, href, tag } = useI18n();
  const data = useLoaderData<PlayData>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const mode = params.get('mode') === 'fun' ? 'fun' : 'real';
  const launch = mode === 'real' ? params.get('launch') : null;

  const token = useRef<string | null>(null);
  const api = useMemo(() => createRgsClient({ session: () => token.current }), []);
  const { state, lost, changed, openFun } = useGameSession({
    game: data.id,
    mode,
    launch,
    api,
    token,
    // The code is spent: keep it out of the history, the address bar and a shared link.
    dropLaunch: () => {
      const next = new URLSearchParams(params);
      next.delete('launch');
      const search = next.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    },
  });

  // The first amount of money formatted makes Intl load the locale's currency data, tens of ms on
  // a phone: done while the session opens, rather than inside the game's first render.
  useEffect(() => whenIdle(() => formatMinor(0, DEFAULT_CURRENCY, tag), 1000), [tag]);

  const title = t(mode === 'fun' ? 'game.titleFun' : 'game.title', { game: data.name });
  // The same in both modes (the game shows which): the page is prerendered without its query, and
  // a heading that grew once the query applied would be a later, larger paint (Lighthouse's LCP).
  const heading = t('game.title', { game: data.name });
  const rules = href(`/gamerule/${data.id}/${data.ruleLang}`);
  const launchHref = href(`/getGameUrl?game=${data.id}`);
  const funHref = href(`/play/${data.id}?mode=fun`);

  return (
    <>
      <Meta title={title} description={t('game.meta.description', { game: data.name })} noindex />
      <PageHeader title={heading}>
        <p className="play-page__links">
          <Link to={rules}>{t('game.rules', { game: data.name })}</Link>
          {mode === 'real' ? <Link to={funHref}>{t('game.switchFun')}</Link> : <Link to={launchHref}>{t('game.switchReal')}</Link>}
        </p>
      </PageHeader>
      <div className="play-page__stage">
        {state.status === 'opening' ? (
          <Splash game={data.id} text={t('game.opening', { game: data.name })} />
        ) : state.status === 'need-launch' ? (
          <section className="notice play-page__launch" aria-labelledby="play-launch">
            <h2 id="play-launch">{t(state.reason === 'none' ? 'game.needLaunch.title' : 'game.ended.title')}</h2>
            <p>{t(state.reason === 'invalid_launch' ? 'game.error.invalid_launch' : state.reason === 'ended' ? 'game.ended.text' : 'game.needLaunch.text', { game: data.name })}</p>
            <p className="actions">
              <Link className="button" to={launchHref}>
                {t('game.launch', { game: data.name })}
              </Link>
              <Link className="button button--ghost" to={funHref}>
                {t('game.switchFun')}
              </Link>
            </p>
          </section>
        ) : state.status === 'failed' ? (
          <section className="notice notice--error" role="alert">
            <p>{t(`game.error.${state.code}`)}</p>
            <p className="actions">
              {mode === 'fun' ? (
                <button type="button" className="button" onClick={() => void openFun()}>
                  {t('game.retry')}
                </button>
              ) : (
                <Link className="button" to={launchHref}>
                  {t('game.launch', { game: data.name })}
                </Link>
              )}
            </p>
          </section>
        ) : (
          <GameHost key={state.session.session} Game={games[state.session.game]} session={state.session} api={api} onLost={lost} onChange={changed} />
        )}
      </div>
    </>
  );
}

/**
 * While the session opens and the game's code loads: the game's cover and what is happening. The
 * page is prerendered in this state, so the cover is its first large paint.
 */
function Splash({ game, text }: { game: PlayableGameId; text: string }) {
  return (
    <div className="play-page__splash">
      <img src={coverUrl(game)} alt="" width="400" height="300" />
      <p className="notice" role="status">
        {text}
      </p>
    </div>
  );
}

interface GameHostProps {
  Game: GameClients[PlayableGameId];
  session: SessionData;
  api: RgsApi;
  onLost: (error: RgsError) => void;
  onChange: (session: SessionData) => void;
}

/** Has the header's wallet read the player's balance again. */
function refreshWallet(): void {
  walletElement()
    .then((wallet) => wallet.refreshBalance())
    .catch(() => undefined);
}

/** One session's table, and the game's lazy client on it. */
function GameHost({ Game, session, api, onLost, onChange }: GameHostProps) {
  const { t } = useI18n();
  const table = useGameTable({
    session,
    api,
    onSessionLost: onLost,
    onSessionChange: onChange,
    // One request per settled round, no polling: the header's balance moves with the game's.
    onSettled: refreshWallet,
  });

  // Opened or resumed, the game shows the balance the game server has just read from the wallet;
  // the header's wallet reads it too, rather than keep one from before (a round whose answer was
  // lost, a deposit in another tab).
  useEffect(() => {
    if (session.mode === 'real') refreshWallet();
  }, [session.mode]);

  // Real money is the wallet's money: a deposit in the header's wallet shows here at once.
  const { setBalance } = table;
  useEffect(() => {
    if (session.mode !== 'real') return;
    const onBalance = (event: Event) => {
      const detail = (event as CustomEvent<{ balance?: unknown; currency?: unknown }>).detail;
      if (typeof detail?.balance !== 'number' || String(detail.currency ?? '').toLowerCase() !== session.currency) return;
      setBalance(Math.round(detail.balance * 10 ** exponentOf(session.currency)));
    };
    document.addEventListener('ky-balance', onBalance);
    return () => document.removeEventListener('ky-balance', onBalance);
  }, [session.mode, session.currency, setBalance]);

  return (
    <Suspense fallback={<Splash game={session.game} text={t('game.loading')} />}>
      <Game table={table} />
    </Suspense>
  );
}
