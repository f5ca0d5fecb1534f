import { Suspense, useEffect, useState } from 'react';
import type { RoundsData } from '@ky-wallet/protocol';
import { isRoundGame, ROUND_PICTURES } from '../../../games/modules.ts';
import { fairnessPath } from '../../../games/fairnessLink.ts';
import { I18nProvider } from '../../../i18n/I18nContext.tsx';
import { loadMessages, type Catalogue } from '../../../i18n/messages.ts';
import { localePath } from '../../../i18n/locale.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';

type Round = RoundsData['rows'][number];

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * One round as staff read it: every field of the round, its fairness proof (seeds, nonce, the
 * player's parameters and moves), the round drawn as it fell by the game's own picture (the
 * site's, in the staff member's language) and a link to the public verification.
 */
export function RoundDetail({ round, onClose }: { round: Round; onClose: () => void }) {
  const { t, locale, money, dateTime } = useI18n();
  const proof = round.proof;
  const outcome = record(proof.outcome);
  const drawable = isRoundGame(round.game) && outcome !== null && outcome.truncated !== true;
  const [messages, setMessages] = useState<Catalogue | null>(null);
  useEffect(() => {
    if (!drawable) return;
    let current = true;
    // The pictures speak the site's play catalogue; the back office loads it only here.
    void Promise.all([loadMessages(locale, 'site'), loadMessages(locale, 'play')]).then(([site, play]) => current && setMessages({ ...site, ...play }));
    return () => {
      current = false;
    };
  }, [drawable, locale]);
  const verify =
    typeof proof.server_seed_hash === 'string'
      ? localePath(
          locale,
          fairnessPath({
            game: round.game as never,
            server_seed_hash: proof.server_seed_hash,
            client_seed: String(proof.client_seed ?? ''),
            nonce: Number(proof.nonce ?? 0),
            ...(record(proof.params) ? { params: record(proof.params) as Record<string, unknown> } : {}),
            ...(Array.isArray(proof.moves) ? { moves: proof.moves as never } : {}),
          }),
        )
      : null;
  const Picture = isRoundGame(round.game) ? ROUND_PICTURES[round.game] : null;
  return (
    <Dialog title={t('round.title', { round: round.round })} onClose={onClose}>
      <dl className="bo-fields">
        <div>
          <dt>{t('col.game')}</dt>
          <dd>{round.game}</dd>
        </div>
        <div>
          <dt>{t('col.state')}</dt>
          <dd>{round.state}</dd>
        </div>
        <div>
          <dt>{t('col.time')}</dt>
          <dd>{dateTime(round.updated_at)}</dd>
        </div>
        <div>
          <dt>{t('col.totalBet')}</dt>
          <dd>{money(round.total_bet, round.currency)}</dd>
        </div>
        <div>
          <dt>{t('col.totalWin')}</dt>
          <dd>{money(round.total_win, round.currency)}</dd>
        </div>
        <div>
          <dt>{t('round.seedHash')}</dt>
          <dd className="bo-mono">{String(proof.server_seed_hash ?? '—')}</dd>
        </div>
        <div>
          <dt>{t('round.clientSeed')}</dt>
          <dd className="bo-mono">{String(proof.client_seed ?? '—')}</dd>
        </div>
        <div>
          <dt>{t('round.nonce')}</dt>
          <dd className="bo-mono">{String(proof.nonce ?? '—')}</dd>
        </div>
        <div>
          <dt>{t('round.params')}</dt>
          <dd className="bo-mono">{JSON.stringify(proof.params ?? {})}</dd>
        </div>
        {Array.isArray(proof.moves) ? (
          <div>
            <dt>{t('round.moves')}</dt>
            <dd className="bo-mono">{JSON.stringify(proof.moves)}</dd>
          </div>
        ) : null}
      </dl>
      {Picture && drawable ? (
        messages ? (
          <I18nProvider locale={locale} messages={messages}>
            <Suspense fallback={<p>{t('round.drawing')}</p>}>
              <Picture view={outcome as never} />
            </Suspense>
          </I18nProvider>
        ) : (
          <p>{t('round.drawing')}</p>
        )
      ) : outcome ? (
        <pre className="bo-mono bo-pre">{JSON.stringify(outcome, null, 2)}</pre>
      ) : null}
      {verify ? (
        <p>
          <a href={verify} target="_blank" rel="noreferrer">
            {t('round.verify')}
          </a>
        </p>
      ) : null}
    </Dialog>
  );
}
