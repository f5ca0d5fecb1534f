import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import * as v from 'valibot';
import { ClientSeedSchema } from '@ky-wallet/games/contract';
import { useI18n } from '../../../i18n/I18nContext.tsx';
import { fairnessPath } from '../../fairnessLink.ts';
import type { GameTable } from '../../table.ts';
import { resultFairnessPath } from '../outcome.ts';
import './FairnessPanel.css';

export interface FairnessPanelProps {
  table: GameTable;
  /** Rotation is refused while a round is open (mines). */
  locked?: boolean;
}

/**
 * The seed pair in use (the server seed only as its hash), the editable client seed, the nonce of
 * the next round, the next pair's server seed (as its hash: fixed before the client seed is
 * chosen), and "Rotate seed pair", which reveals the server seed in use and starts the next pair
 * with the client seed in the field (a random one when it is empty).
 */
export function FairnessPanel({ table, locked = false }: FairnessPanelProps) {
  const { t, href } = useI18n();
  const id = useId();
  const { fairness, game } = table.session;
  const [clientSeed, setClientSeed] = useState(fairness.client_seed);
  const [shownFor, setShownFor] = useState(fairness.client_seed);
  // A new pair (after a rotation) brings its own client seed into the field.
  if (shownFor !== fairness.client_seed) {
    setShownFor(fairness.client_seed);
    setClientSeed(fairness.client_seed);
  }
  const latest = table.revealed[0];
  // The revealed pair's last round as it was played (its own choices, not the form's now); a round
  // this tab does not remember links with the seeds alone.
  const lastRound = latest && table.results.find(
    (result) => result.proof.server_seed_hash === latest.server_seed_hash && result.proof.nonce === latest.rounds - 1,
  );

  // The game server's own rule (an empty field asks for a random seed). Said as the player types:
  // the characters it refuses do not show in the field.
  const seedInvalid = clientSeed.trim() !== '' && !v.is(ClientSeedSchema, clientSeed);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (table.busy || locked) return;
    if (seedInvalid) {
      table.refuseInvalid(event.currentTarget);
      return;
    }
    void table.rotate(clientSeed.trim() || undefined);
  };

  return (
    <section className="fairness-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('game.fair.title')}</h2>
      <dl className="fairness-panel__facts">
        <div>
          <dt>{t('game.fair.serverHash')}</dt>
          <dd className="mono" data-testid="server-seed-hash">
            {fairness.server_seed_hash}
          </dd>
        </div>
        <div>
          <dt>{t('game.fair.nonce')}</dt>
          <dd className="mono" data-testid="nonce">
            {fairness.nonce}
          </dd>
        </div>
        <div>
          <dt>{t('game.fair.nextServerHash')}</dt>
          <dd className="mono" data-testid="next-server-seed-hash">
            {fairness.next_server_seed_hash}
          </dd>
        </div>
      </dl>
      <form className="fairness-panel__form" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={`${id}-client`}>{t('game.fair.clientSeed')}</label>
          <input
            id={`${id}-client`}
            className="mono"
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            value={clientSeed}
            aria-invalid={seedInvalid}
            aria-describedby={seedInvalid ? `${id}-error ${id}-hint` : `${id}-hint`}
            onChange={(event) => setClientSeed(event.target.value)}
          />
          {seedInvalid ? (
            <p id={`${id}-error`} className="field__error">
              {t('game.fair.clientSeedInvalid')}
            </p>
          ) : null}
          <p id={`${id}-hint`} className="fairness-panel__hint">
            {locked ? t('game.fair.locked') : t('game.fair.rotateHint')}
          </p>
        </div>
        <button type="submit" className="button button--ghost" aria-disabled={table.busy || locked}>
          {t('game.fair.rotate')}
        </button>
      </form>
      {latest ? (
        <div className="fairness-panel__revealed" data-testid="revealed-seed">
          <h3>{t('game.fair.revealed')}</h3>
          <dl className="fairness-panel__facts">
            <div>
              <dt>{t('game.fair.serverSeed')}</dt>
              <dd className="mono">{latest.server_seed}</dd>
            </div>
            <div>
              <dt>{t('game.fair.serverHash')}</dt>
              <dd className="mono">{latest.server_seed_hash}</dd>
            </div>
            <div>
              <dt>{t('game.fair.clientSeed')}</dt>
              <dd className="mono">{latest.client_seed}</dd>
            </div>
          </dl>
          <p>
            {t('game.fair.rounds', { count: latest.rounds })}{' '}
            {latest.rounds > 0 ? (
              <Link
                to={href(
                  lastRound
                    ? resultFairnessPath(lastRound, table.revealed)
                    : fairnessPath({
                        game,
                        server_seed: latest.server_seed,
                        server_seed_hash: latest.server_seed_hash,
                        client_seed: latest.client_seed,
                        nonce: latest.rounds - 1,
                      }),
                )}
              >
                {t('game.fair.verifyLast')}
              </Link>
            ) : null}
          </p>
        </div>
      ) : null}
    </section>
  );
}
