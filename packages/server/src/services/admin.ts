import type { RateLimitBackend } from './rate-limit.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { AdminStore } from '../store/admin-store.js';
import type { Store } from '../store/index.js';
import { AdminAccountsService, LoginLinkService } from './admin-accounts.js';
import { StaffAuthService } from './admin-auth.js';
import { AdminReportsService } from './admin-reports.js';
import { AuditService } from './audit.js';
import { FeedSlots, LiveFeed } from './live.js';
import type { PasswordHasher } from './password.js';
import type { SecretBox } from './secret-box.js';

/** The back office's services, built once per server (app.ts) and handed to routes/admin.ts. */
export interface Backoffice {
  store: AdminStore;
  audit: AuditService;
  staffAuth: StaffAuthService;
  accounts: AdminAccountsService;
  reports: AdminReportsService;
  loginLinks: LoginLinkService;
  live: LiveFeed;
  /** The live feeds each staff session and address may still open (KY_LIVE_FEEDS_PER_*). */
  liveSlots: FeedSlots;
  /** Seals TOTP secrets still in clear (or under an older key), seeds the first admin on a database without one. */
  seed(): Promise<void>;
  /** Forgets expired staff sessions and log-in links (AuthService.purge forgets idle throttle counters). */
  purge(now?: number): Promise<void>;
  close(): void;
}

export function createBackoffice(deps: {
  store: Store;
  hasher: PasswordHasher;
  config: Config;
  log: FastifyBaseLogger;
  /** The shared rate-limit store (staff sign-ins are throttled like player logins). */
  limits: RateLimitBackend;
  /** Seals the staff TOTP secrets at rest (KY_ADMIN_SECRET_KEY). */
  secrets: SecretBox;
}): Backoffice {
  const { store, hasher, config, log, limits, secrets } = deps;
  const admin = new AdminStore(store);
  const audit = new AuditService(admin);
  const staffAuth = new StaffAuthService(admin, hasher, audit, config, log, limits, secrets);
  const live = new LiveFeed(admin, (error) => log.warn({ err: error }, 'live feed poll failed'));
  return {
    store: admin,
    audit,
    staffAuth,
    accounts: new AdminAccountsService(admin, hasher, audit, config, (actor, password, address) =>
      staffAuth.checkOwnPassword(actor, password, address),
    ),
    reports: new AdminReportsService(admin, audit),
    loginLinks: new LoginLinkService(store, admin, audit, config),
    live,
    liveSlots: new FeedSlots({ perSession: config.liveFeedsPerSession, perAddress: config.liveFeedsPerAddress }),
    async seed() {
      await staffAuth.sealTotpSecrets();
      await staffAuth.seedAdmin();
    },
    async purge(now = Date.now()) {
      await admin.purge(now - 86_400_000);
    },
    close: () => live.close(),
  };
}
