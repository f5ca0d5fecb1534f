import { DEFAULT_CURRENCY } from '@ky-wallet/protocol';
import type { Config } from '../config.js';
import type { Store } from '../store/index.js';
import type { PasswordHasher } from './password.js';

export const DEMO_PLAYER = { name: 'demo', password: 'demo1234' } as const;

/**
 * Seeds the demo player (`demo` / `demo1234`, currency cny, balance 0) unless KY_SEED_DEMO=0.
 * Idempotent: an existing demo account, even with another password, is left alone.
 * Returns true when it created the account.
 */
export async function seedDemoPlayer(store: Store, hasher: PasswordHasher, config: Config): Promise<boolean> {
  if (!config.seedDemo) return false;
  if (await store.findAccount(config.alliance, DEMO_PLAYER.name)) return false;
  const id = await store.createAccount({
    name: DEMO_PLAYER.name,
    alliance: config.alliance,
    passwordHash: await hasher.hash(DEMO_PLAYER.password),
    currency: DEFAULT_CURRENCY,
  });
  return id !== undefined;
}
