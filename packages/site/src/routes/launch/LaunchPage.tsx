import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { PLAYABLE_GAME_IDS } from '@ky-wallet/games/contract';
import { LoginPrompt, useRequireLogin } from '../../components/LoginPrompt/LoginPrompt.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { coverUrl } from '../../catalogue/covers.ts';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { PlainKey } from '../../i18n/messages.ts';
import { useWallet } from '../../wallet/useWallet.tsx';
import { walletElement } from '../../wallet/wallet.ts';
import type { LaunchData } from './route.tsx';

/** Games with a client in this site: launching one opens it with a single-use game session. */
const PLAYABLE: ReadonlySet<string> = new Set(PLAYABLE_GAME_IDS);

type Launch = { status: 'idle' } | { status: 'pending' } | { status: 'failed'; code: string };

/** The launch failures a player can do something about; anything else is `launch.error.other`. */
const ERROR_KEYS: Record<string, PlainKey> = {
  unknown_game: 'launch.error.unknown_game',
  forbidden: 'launch.error.forbidden',
  account_locked: 'launch.error.account_locked',
  network_error: 'launch.error.network_error',
  server_busy: 'launch.error.network_error',
};

/**
 * /getGameUrl?game={id}: behind login. Our originals launch at once through the wallet element's
 * launchGame() (createPlayer, then getGameUrl) and open their client with the single-use URL it
 * returns, replacing this page in the history (Back does not launch again). Other games of the
 * catalogue run on operators' sites: their Launch opens the game's details and rules, and a
 * Coming Soon game says so.
 */
export function LaunchPage() {
  const { t, href, locale } = useI18n();
  const navigate = useNavigate();
  const wallet = useWallet();
  useRequireLogin(wallet);
  const [params] = useSearchParams();
  const id = params.get('game') ?? '';
  const { game, launchable } = useLoaderData<LaunchData>();
  const loggedIn = wallet.status === 'ready' && wallet.session.loggedIn;
  const playable = game !== undefined && PLAYABLE.has(game.id);
  const [launch, setLaunch] = useState<Launch>({ status: 'idle' });
  const started = useRef<string | null>(null);

  const start = useCallback(() => {
    if (!game) return;
    started.current = game.id;
    setLaunch({ status: 'pending' });
    walletElement()
      .then((wallet) => wallet.launchGame(game.id))
      .then(
      ({ url }) => {
        const target = new URL(url, window.location.href);
        if (target.origin === window.location.origin) void navigate(href(target.pathname + target.search), { replace: true });
        else window.location.replace(target.href);
      },
      (error: unknown) => {
        const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'internal_error';
        // Logged out meanwhile (an expired token): the login prompt takes over, and a new login launches.
        started.current = code === 'unauthorized' ? null : game.id;
        setLaunch(code === 'unauthorized' ? { status: 'idle' } : { status: 'failed', code });
      },
    );
  }, [game, href, navigate]);

  useEffect(() => {
    if (loggedIn && playable && started.current !== game.id) start();
  }, [loggedIn, playable, game, start]);

  // Refused behind the wallet's unanswered age gate: launch once the visitor confirms their age.
  const waitingForAge = launch.status === 'failed' && launch.code === 'forbidden';
  useEffect(() => {
    if (!waitingForAge) return;
    const onAge = (event: Event) => {
      if ((event as CustomEvent<{ confirmed?: boolean }>).detail?.confirmed) start();
    };
    document.addEventListener('ky-age', onAge);
    return () => document.removeEventListener('ky-age', onAge);
  }, [waitingForAge, start]);

  if (!loggedIn) {
    return (
      <>
        <Meta title={t('launch.meta.title')} description={t('launch.meta.description')} noindex />
        <PageHeader title={game ? t('launch.title', { game: game.name[locale] }) : t('launch.meta.title')} />
        <LoginPrompt state={wallet} />
      </>
    );
  }

  if (!game) {
    return (
      <>
        <Meta title={t('launch.meta.title')} description={t('launch.meta.description')} noindex />
        <PageHeader title={t('launch.choose')} lead={id ? t('launch.unknown', { id }) : undefined} />
        <ul className="link-list link-list--columns">
          {launchable.map((entry) => (
            <li key={entry.id}>
              <Link to={href(`/getGameUrl?game=${entry.id}`)}>{entry.name[locale]}</Link>
            </li>
          ))}
        </ul>
      </>
    );
  }

  const name = game.name[locale];
  const available = game.availability === 'available';
  return (
    <>
      <Meta title={t('launch.title', { game: name })} description={game.summary[locale]} noindex />
      <section className="launch" aria-labelledby="launch-title">
        <img className="launch__cover" src={coverUrl(game.id)} alt={name} width="400" height="300" />
        <div>
          <h1 id="launch-title">{t('launch.title', { game: name })}</h1>
          <p>{game.summary[locale]}</p>
          {playable ? (
            <>
              <div role="status" className="launch__status">
                {launch.status === 'pending' ? <p className="notice">{t('launch.opening', { game: name })}</p> : null}
              </div>
              <div role="alert">
                {launch.status === 'failed' ? (
                  <p className="notice notice--error">{t(ERROR_KEYS[launch.code] ?? 'launch.error.other')}</p>
                ) : null}
              </div>
              <p className="actions">
                <button
                  type="button"
                  className="button button--large"
                  aria-disabled={launch.status === 'pending'}
                  onClick={() => {
                    if (launch.status !== 'pending') start();
                  }}
                >
                  {launch.status === 'failed' ? t('launch.retry') : t('launch.button')}
                </button>
                <Link to={href(`/play/${game.id}?mode=fun`)}>{t('launch.fun')}</Link>
              </p>
            </>
          ) : (
            <>
              {available ? null : <p className="availability availability--coming_soon">{t('launch.comingSoon', { game: name })}</p>}
              <button
                type="button"
                className="button button--large"
                disabled={!available}
                onClick={() => void navigate(href(`/gamedetail/${game.id}`))}
              >
                {t('launch.button')}
              </button>
              <p className="launch__note">{t('launch.note')}</p>
            </>
          )}
        </div>
      </section>
    </>
  );
}
