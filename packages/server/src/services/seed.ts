import { DEFAULT_CURRENCY } from '@ky-wallet/protocol';
import type { Config } from '../config.js';
import type { Store } from '../store/index.js';
import type { PasswordHasher } from './password.js';

export const DEMO_PLAYER = { name: 'demo', password: 'demo1234' } as const;

/**
 * Seeds the demo player (`demo` / `demo1234`, currency cny, balance 0) on a database this start
 * created, unless KY_SEED_DEMO=0. Only then: a deployment that turned it off at its first start
 * gets no known credentials from a later start (another instance, a restart) that forgot to.
 * An existing demo account, even with another password, is left alone.
 * Returns true when it created the account.
 */
export async function seedDemoPlayer(store: Store, hasher: PasswordHasher, config: Config): Promise<boolean> {
  if (!config.seedDemo || !store.createdNow) return false;
  if (await store.findAccount(config.alliance, DEMO_PLAYER.name)) return false;
  const id = await store.createAccount({
    name: DEMO_PLAYER.name,
    alliance: config.alliance,
    passwordHash: await hasher.hash(DEMO_PLAYER.password),
    currency: DEFAULT_CURRENCY,
  });
  return id !== undefined;
}
