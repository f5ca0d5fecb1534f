import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveConfig } from '../src/config.js';

/** The problems a configuration is refused for, or [] when it is accepted. */
function problems(load: () => unknown): string[] {
  try {
    load();
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

describe('the configuration schema', () => {
  it('names the variable, what it was given and what it takes', () => {
    expect(problems(() => loadConfig({ KY_SCRYPT_COST: '40', KY_HASH_QUEUE: '-1', KY_DEPOSIT_MAX: 'lots' }))).toEqual([
      'KY_DEPOSIT_MAX="lots": must be a number above 0',
      'KY_SCRYPT_COST="40": must be an integer between 10 and 20',
      'KY_HASH_QUEUE="-1": must be an integer >= 0',
    ]);
    expect(problems(() => loadConfig({ PORT: '80.5' }))).toEqual(['PORT="80.5": must be an integer between 0 and 65535']);
  });

  it('never echoes a secret it refuses', () => {
    const found = problems(() =>
      loadConfig({
        DATABASE_URL: 'mysql://root:hunter2@db/wallet',
        KY_REDIS_URL: 'http://:hunter2@cache',
        KY_METRICS_TOKEN: 'hunter2',
        KY_ADMIN_PASSWORD: 'hunter2',
        // Named with the others, not only when the back office first opens its keys.
        KY_ADMIN_SECRET_KEY: 'hunter2',
      }),
    );
    expect(found.map((problem) => problem.split(':')[0])).toEqual([
      'DATABASE_URL',
      'KY_REDIS_URL',
      'KY_METRICS_TOKEN',
      'KY_ADMIN_PASSWORD',
      'KY_ADMIN_SECRET_KEY',
    ]);
    expect(found.join('\n')).not.toContain('hunter2');
  });

  it('reads an empty variable as unset, and a password exactly as given', () => {
    const config = loadConfig({ PORT: '  ', KY_CURRENCIES: '', KY_ADMIN_PASSWORD: ' pass word ', KY_WALLET_URL: ' ' });
    expect(config.port).toBe(8080);
    expect(config.currencies).toContain('cny');
    expect(config.adminPassword).toBe(' pass word ');
    expect(config.walletUrl).toBeUndefined();
    expect(loadConfig({ KY_ADMIN_PASSWORD: '' }).adminPassword).toBeUndefined();
  });

  it('reads the switches, the proxy setting and the game settings', () => {
    expect(loadConfig({ KY_HSTS: 'AUTO', KY_TRUST_PROXY: 'loopback, 10.0.0.0/8' })).toMatchObject({
      hsts: 'auto',
      trustProxy: 'loopback, 10.0.0.0/8',
    });
    expect(loadConfig({ KY_HSTS: 'on', KY_TRUST_PROXY: 'no', KY_SEED_DEMO: 'off' })).toMatchObject({
      hsts: true,
      trustProxy: false,
      seedDemo: false,
    });
    const publicKey = generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    // As a one-line env file holds it: `\n` for each line break.
    const privatePem = (generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }) as string).replace(/\n/g, '\\n');
    const config = loadConfig({
      KY_GAME_SERVER_KEYS: `partner-1:${publicKey}, partner-2:${publicKey}:partner-slot+partner-crash`,
      KY_GAMES: 'original-dice, partner-slot',
      KY_GAME_URL: 'https://games.example/{game}?code={code}',
      KY_GAMES_PRIVATE_KEY: privatePem,
      KY_WALLET_URL: 'http://wallet.internal:8080',
    });
    expect(config).toMatchObject({
      // partner-1 serves every game; partner-2 only the two it names.
      gameServerKeys: [{ id: 'partner-1', publicKey }, { id: 'partner-2', publicKey, games: ['partner-slot', 'partner-crash'] }],
      games: ['original-dice', 'partner-slot'],
      gameUrl: 'https://games.example/{game}?code={code}',
      gamesPrivateKey: privatePem,
      walletUrl: 'http://wallet.internal:8080',
    });
    const [keys, url, ...rest] = problems(() =>
      loadConfig({ KY_GAME_SERVER_KEYS: `a:${publicKey},a:${publicKey}`, KY_GAME_URL: '/play/{game}' }),
    );
    expect(keys).toMatch(/^KY_GAME_SERVER_KEYS=.*: key ids appear twice: a$/);
    expect(url).toBe('KY_GAME_URL="/play/{game}": must contain {code} (and usually {game})');
    expect(rest).toEqual([]);
    const rsaPem = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
    for (const notEd25519 of ['notapem', rsaPem]) {
      expect(problems(() => loadConfig({ KY_GAMES_PRIVATE_KEY: notEd25519 }))).toEqual([
        expect.stringMatching(/^KY_GAMES_PRIVATE_KEY.*: must be an Ed25519 private key in PKCS#8 PEM/),
      ]);
    }
    expect(problems(() => loadConfig({ KY_TRUST_PROXY: 'garbage, 10.0.0.0/99, 10.0.0.1, ::1/64, uniquelocal, 1.2.3.4/8/1' }))).toEqual([
      'KY_TRUST_PROXY="garbage, 10.0.0.0/99, 10.0.0.1, ::1/64, uniquelocal, 1.2.3.4/8/1": not true, false, an address, an address/prefix, loopback, uniquelocal or linklocal: garbage, 10.0.0.0/99, 1.2.3.4/8/1',
    ]);
    expect(problems(() => loadConfig({ KY_GAME_SERVER_KEYS: 'no-key-here' }))).toEqual([
      'KY_GAME_SERVER_KEYS="no-key-here": "no-key-here" must look like "key-id:<base64 SPKI DER of an Ed25519 public key>[:game+game…]"',
    ]);
    expect(problems(() => loadConfig({ KY_GAME_SERVER_KEYS: `p:${publicKey}:Slot One` }))).toEqual([
      `KY_GAME_SERVER_KEYS="p:${publicKey}:Slot One": "p:${publicKey}:Slot One" must look like "key-id:<base64 SPKI DER of an Ed25519 public key>[:game+game…]"`,
    ]);
  });

  it('checks deposit bounds against each other and against the currencies\' decimals', () => {
    expect(problems(() => loadConfig({ KY_DEPOSIT_MIN: '10', KY_DEPOSIT_MAX: '5' }))).toEqual([
      'KY_DEPOSIT_MIN="10": must not be above KY_DEPOSIT_MAX (5)',
    ]);
    expect(problems(() => loadConfig({ KY_DEPOSIT_MIN: '0.2', KY_DEPOSIT_MAX: '0.7', KY_CURRENCIES: 'cny,jpy' }))).toEqual([
      expect.stringMatching(/^KY_CURRENCIES="cny,jpy": the deposit bounds leave no valid amount in jpy /),
    ]);
    expect(problems(() => loadConfig({ KY_DEPOSIT_LIMITS: 'jpy=1.5:10' }))).toEqual([
      'KY_DEPOSIT_LIMITS="jpy=1.5:10": the bounds of jpy have more decimals than jpy allows (0)',
    ]);
    expect(problems(() => loadConfig({ KY_DEPOSIT_LIMITS: 'usd=5:1' }))).toEqual(['KY_DEPOSIT_LIMITS="usd=5:1": needs 0 < min <= max, got 5:1']);
  });

  it('checks a config object given directly with the same rules', () => {
    expect(problems(() => resolveConfig({ currencies: [], loginLinkTtlSeconds: 5 }))).toEqual([
      'KY_CURRENCIES=[]: must name at least one currency',
      'KY_LOGIN_LINK_TTL=5: must be an integer between 10 and 86400',
    ]);
    expect(resolveConfig({ depositLimits: { jpy: { min: 100, max: 1000 } } }).depositLimits).toEqual({ jpy: { min: 100, max: 1000 } });
  });
});
