/** A workspace package `npm start` builds. */
export interface Build {
  /** The workspace's package name, as `npm run build --workspace <name>` takes it. */
  name: string;
  /** Its folder under packages/. */
  dir: string;
  /** The file its build writes last, relative to its folder. */
  output: string;
  /** The folders of the packages whose built output it reads. */
  reads: readonly string[];
}

/** Every build, in build order. */
export const BUILDS: readonly Build[];

/** The builds whose output is missing or older than what it is built from, in build order. */
export function staleBuilds(root: string): Build[];
