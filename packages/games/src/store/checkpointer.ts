import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { sqliteDriverFor } from './sqlite-driver.js';

/**
 * The worker's code: its own connection to the file, and a PASSIVE checkpoint every `intervalMs`
 * (it copies what it can of the WAL into the database and waits for no reader or writer).
 * CommonJS text, so that it runs from the compiled package and from the TypeScript sources alike.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const database = new Database(workerData.file);
database.pragma('busy_timeout = 0');
const checkpoint = database.prepare('PRAGMA wal_checkpoint(PASSIVE)');
const timer = setInterval(() => {
  try {
    const [row] = checkpoint.all();
    parentPort.postMessage({ checkpointed: row.checkpointed });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  database.close();
  parentPort.close();
});
`;

export interface CheckpointerOptions {
  intervalMs?: number;
  /** A checkpoint that failed (the next one tries again; the connection's own autocheckpoint remains). */
  onError?: (message: string) => void;
  /** Frames copied by each checkpoint (tests). */
  onCheckpoint?: (frames: number) => void;
}

/**
 * Checkpoints an SQLite database in WAL mode from a worker thread. A checkpoint writes the WAL's
 * pages back into the database file and fsyncs it; run by the writing connection (SQLite's
 * autocheckpoint, at a commit) it stopped the event loop for milliseconds every thousand pages,
 * and every request in flight waited. The writing connection keeps a higher autocheckpoint as a
 * safety net should this thread fall behind.
 */
export class WalCheckpointer {
  readonly #worker: Worker;
  readonly #exited: Promise<void>;

  constructor(file: string, { intervalMs = 1000, onError, onCheckpoint }: CheckpointerOptions = {}) {
    const driver = createRequire(import.meta.url).resolve(sqliteDriverFor(process.versions.node));
    this.#worker = new Worker(WORKER, { eval: true, workerData: { file, driver, intervalMs } });
    this.#worker.unref();
    this.#exited = new Promise((resolve) => this.#worker.once('exit', () => resolve()));
    this.#worker.on('message', (message: { checkpointed?: number; error?: string }) => {
      if (message.error !== undefined) onError?.(message.error);
      else if (message.checkpointed !== undefined) onCheckpoint?.(message.checkpointed);
    });
    this.#worker.on('error', (error) => onError?.(String(error)));
  }

  /** Stops the checkpoints and closes the worker's connection. */
  close(): Promise<void> {
    this.#worker.postMessage('close');
    return this.#exited;
  }
}
