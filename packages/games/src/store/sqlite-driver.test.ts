import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openSqlite, sqliteDriverFor } from './sqlite-driver.js';

describe('the SQLite driver', () => {
  it('is better-sqlite3 12 (compiled) on Node 20 and 13 (Node-API) from Node 22 on, where 12 can abort the process', () => {
    expect(sqliteDriverFor('20.19.0')).toBe('better-sqlite3');
    expect(sqliteDriverFor('20.20.2')).toBe('better-sqlite3');
    expect(sqliteDriverFor('22.12.0')).toBe('better-sqlite3-napi');
    expect(sqliteDriverFor('24.21.0')).toBe('better-sqlite3-napi');
    expect(sqliteDriverFor('26.0.0')).toBe('better-sqlite3-napi');
  });

  it('opens databases with the package chosen for this Node.js, of the major version it names', () => {
    const driver = sqliteDriverFor(process.versions.node);
    const require = createRequire(import.meta.url);
    const Database = require(driver) as typeof BetterSqlite3;
    const { version } = require(`${driver}/package.json`) as { version: string };
    expect(version.split('.')[0]).toBe(driver === 'better-sqlite3' ? '12' : '13');

    const database = openSqlite(':memory:');
    try {
      expect(database).toBeInstanceOf(Database);
      expect(database.prepare('select 6 * 7 as answer').get()).toEqual({ answer: 42 });
    } finally {
      database.close();
    }
  });
});
