import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { LOGIN_LINK_ID_PATTERN } from '@ky-wallet/protocol';
import type { OpenLoginState } from '../../app/routes.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { openLogin, walletElement } from '../../wallet/wallet.ts';
import { LOGIN_LINK_MESSAGES, type LoginLinkMessages } from './messages.ts';

type Failure = 'used' | 'expired' | 'invalid' | 'locked' | 'error';

const FAILURE: Record<string, Failure> = {
  login_link_used: 'used',
  login_link_expired: 'expired',
  login_link_invalid: 'invalid',
  invalid_request: 'invalid',
  account_locked: 'locked',
};

/** The widget's `loginWithLink(id)`; rejects with its WalletError (`code`). */
async function loginWithLink(id: string): Promise<void> {
  await (await walletElement()).loginWithLink(id);
}

/**
 * `/login/{id}`. An automated log-in link (an id the back office made: 43 base64url characters)
 * logs the player in through the wallet and goes on to the home page, where the wallet shows
 * "Login successful!" and the balance. A used, expired or unknown link says so here and changes
 * nothing. Any other id keeps the old meaning: the home page with the login form open.
 */
export function LoginPage() {
  const { id = '' } = useParams();
  // Another link opened from this one's page (the same route) starts over, with its own state.
  return <LoginWithId key={id} id={id} />;
}

function LoginWithId({ id }: { id: string }) {
  const { t, href, locale } = useI18n();
  const m: LoginLinkMessages = LOGIN_LINK_MESSAGES[locale];
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
        <Meta title={m.title} description={m.help} noindex />
        <PageHeader title={m.title} />
        <p role="status">{m.pending}</p>
      </>
    );
  }
  return (
    <>
      <Meta title={m[state]} description={m.help} noindex />
      <PageHeader title={m[state]} lead={m.help} />
      <p>
        <button type="button" className="button button--primary" onClick={() => openLogin()}>
          {m.password}
        </button>{' '}
        <Link className="button" to={href('/')}>
          {t('error.home')}
        </Link>
      </p>
    </>
  );
}
