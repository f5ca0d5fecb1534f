import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoginPrompt, useRequireLogin } from '../../components/LoginPrompt/LoginPrompt.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { coverUrl } from '../../catalogue/covers.ts';
import { findGame, games } from '../../catalogue/games.ts';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useWallet } from '../../wallet/useWallet.ts';

/**
 * /getGameUrl?game={id}: behind login. The game servers are not part of this product, so Launch
 * opens the game's detail page (with its rules) instead of a game client.
 */
export function LaunchPage() {
  const { t, href, locale } = useI18n();
  const navigate = useNavigate();
  const wallet = useWallet();
  useRequireLogin(wallet);
  const [params] = useSearchParams();
  const id = params.get('game') ?? '';
  const game = findGame(id || undefined);
  const loggedIn = wallet.status === 'ready' && wallet.session.loggedIn;

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
          {games
            .filter((entry) => entry.availability === 'available')
            .map((entry) => (
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
        </div>
      </section>
    </>
  );
}
