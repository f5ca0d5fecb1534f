import { GameWalletError } from '../wallet-client.js';
import type { RgsErrorBody, RgsErrorCode } from '../contract.js';

/** The HTTP status of each contract error code. */
export const RGS_HTTP_STATUS: Record<RgsErrorCode, number> = {
  invalid_request: 400,
  invalid_session: 401,
  invalid_launch: 401,
  not_enough_money: 402,
  user_disabled: 403,
  round_state: 409,
  wallet_unavailable: 503,
  too_many_attempts: 429,
  internal: 500,
};

/** A failure the game client is told about, as `{ error: { code, message, balance? } }`. */
export class RgsError extends Error {
  override readonly name = 'RgsError';
  constructor(
    readonly code: RgsErrorCode,
    message: string,
    readonly balance?: number,
  ) {
    super(message);
  }

  get status(): number {
    return RGS_HTTP_STATUS[this.code];
  }

  body(): RgsErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.balance === undefined ? {} : { balance: this.balance }) } };
  }
}

/**
 * What a wallet refusal means to the player. `launch` is the session call, where an unknown
 * token is a used or expired launch code rather than a lost session.
 */
export function fromWallet(error: unknown, call: 'launch' | 'play' = 'play'): RgsError {
  if (!(error instanceof GameWalletError)) return new RgsError('internal', 'the game server failed');
  const { status, message, balance } = error.answer;
  switch (status) {
    case 'RS_ERROR_NOT_ENOUGH_MONEY':
      return new RgsError('not_enough_money', 'the bet is larger than the balance', balance);
    case 'RS_ERROR_USER_DISABLED':
      return new RgsError('user_disabled', 'the account is locked');
    case 'RS_ERROR_INVALID_TOKEN':
      return call === 'launch'
        ? new RgsError('invalid_launch', 'the launch code is unknown, used or expired')
        : new RgsError('invalid_session', 'the game session is no longer valid; open the game again');
    case 'RS_ERROR_TOKEN_EXPIRED':
    case 'RS_ERROR_INVALID_USER':
      return new RgsError('invalid_session', 'the game session is no longer valid; open the game again');
    case 'RS_ERROR_LIMIT_REACHED':
      return new RgsError('invalid_request', 'the wallet does not accept this amount');
    case 'RS_ERROR_UNKNOWN':
      return new RgsError('wallet_unavailable', 'the wallet could not be reached; nothing was lost, try again');
    default:
      // A refusal that means we (the game server) sent something wrong: our bug or our configuration.
      return new RgsError('internal', `the wallet refused the call: ${status}: ${message}`);
  }
}
