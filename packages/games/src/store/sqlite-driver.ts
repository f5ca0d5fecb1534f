import type BetterSqlite3 from 'better-sqlite3';

/**
 * The better-sqlite3 package that is safe on the running Node.js, by major version.
 *
 * better-sqlite3 12 is compiled at install against Node's headers, and since Node 24.19 those
 * headers make `node::ObjectWrap`, which its statements derive from, abort the process when the
 * garbage collector frees one outside a JavaScript context (nodejs/node#65446): on Node 24.21 a
 * Vitest worker died that way, and a proof run hung with its server gone. better-sqlite3 13 is built on
 * Node-API, which has no such hook, and ships prebuilt in its package (nothing compiles), but it
 * needs Node 22 (on 20 it crashes). So Node 22 and later load 13, the optional dependency
 * `better-sqlite3-napi` (npm skips it on Node 20), and Node 20 loads 12. Their API is the same.
 */
export function sqliteDriverFor(nodeVersion: string): 'better-sqlite3' | 'better-sqlite3-napi' {
  return Number(nodeVersion.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';
}

const driver = sqliteDriverFor(process.versions.node);

const Database: typeof BetterSqlite3 = await import(driver).then(
  (module: { default: typeof BetterSqlite3 }) => module.default,
  (error: unknown) => {
    throw new Error(
      `${driver} could not be loaded on Node.js ${process.versions.node}: run npm install with this Node.js ` +
        '(and without --omit=optional), so that the SQLite driver built for it is installed',
      { cause: error },
    );
  },
);

/** Opens an SQLite file (or `:memory:`) with the better-sqlite3 package that suits this Node.js (sqliteDriverFor). */
export function openSqlite(file: string, options?: BetterSqlite3.Options): BetterSqlite3.Database {
  return new Database(file, options);
}
