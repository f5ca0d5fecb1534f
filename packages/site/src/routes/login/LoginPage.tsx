import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { LOGIN_LINK_ID_PATTERN } from '@ky-wallet/protocol';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import { loginWithLink, openLogin } from '../../wallet/wallet.ts';
import type { OpenLoginState } from '../../app/routes.tsx';

type Failure = 'used' | 'expired' | 'invalid' | 'locked' | 'error';

const FAILURE: Record<string, Failure> = {
  login_link_used: 'used',
  login_link_expired: 'expired',
  login_link_invalid: 'invalid',
  invalid_request: 'invalid',
  account_locked: 'locked',
};

const TITLES: Record<Failure, MessageKey> = {
  used: 'loginLink.used',
  expired: 'loginLink.expired',
  invalid: 'loginLink.invalid',
  locked: 'loginLink.locked',
  error: 'loginLink.error',
};

/**
 * `/login/{id}`. An automated log-in link (an id the back office made: 43 base64url characters)
 * logs the player in through the wallet and goes on to the home page, where the wallet shows
 * "Login successful!" and the balance. A used, expired or unknown link says so here and changes
 * nothing. Any other id keeps the old meaning: the home page with the login form open.
 */
export function LoginPage() {
  const { id = '' } = useParams();
  const { t, href } = useI18n();
  const isLink = LOGIN_LINK_ID_PATTERN.test(id);
  const [state, setState] = useState<'pending' | 'done' | Failure>('pending');
  const started = useRef(false);

  useEffect(() => {
    if (!isLink || started.current) return;
    started.current = true;
    loginWithLink(id).then(
      () => setState('done'),
      (error: unknown) => setState(FAILURE[(error as { code?: string } | null)?.code ?? ''] ?? 'error'),
    );
  }, [id, isLink]);

  if (!isLink) return <Navigate to={href('/')} replace state={{ openLogin: true } satisfies OpenLoginState} />;
  if (state === 'done') return <Navigate to={href('/')} replace />;
  if (state === 'pending') {
    return (
      <>
        <Meta title={t('loginLink.meta.title')} description={t('loginLink.help')} noindex />
        <PageHeader title={t('loginLink.meta.title')} />
        <p className="login-link__status" role="status">
          {t('loginLink.pending')}
        </p>
      </>
    );
  }
  return (
    <>
      <Meta title={t(TITLES[state])} description={t('loginLink.help')} noindex />
      <PageHeader title={t(TITLES[state])} lead={t('loginLink.help')} />
      <div className="login-link__actions">
        <button type="button" className="button button--primary" onClick={() => openLogin()}>
          {t('loginLink.password')}
        </button>
        <Link className="button" to={href('/')}>
          {t('error.home')}
        </Link>
      </div>
    </>
  );
}
