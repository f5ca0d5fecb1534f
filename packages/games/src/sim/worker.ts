import { parentPort, workerData } from 'node:worker_threads';
import { entryOf } from './entries.js';
import { simulate } from './simulate.js';

/** One worker's share of a simulation: a range of nonces of the seed pair. */
export interface WorkerJob {
  game: string;
  serverSeed: string;
  clientSeed: string;
  from: number;
  rounds: number;
}

const job = workerData as WorkerJob;
const entry = await entryOf(job.game);
parentPort?.postMessage(simulate(entry.engine, entry.strategy, job));
