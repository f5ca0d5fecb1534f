import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';

/*
 * The fair stream again, on node:crypto's synchronous HMAC: the same bytes as src/fair's Web
 * Crypto version (a test checks they agree), about 20x faster per call than awaiting
 * crypto.subtle, which is what lets a simulation of a million real HMAC rounds finish in seconds.
 */
export class NodeStream {
  readonly #key: KeyObject;

  constructor(
    serverSeed: string,
    readonly clientSeed: string,
  ) {
    this.#key = createSecretKey(Buffer.from(serverSeed, 'utf8'));
  }

  /** The first `count` floats of round `nonce`, written into `out`. */
  floats(nonce: number, count: number, out: number[] = []): number[] {
    out.length = 0;
    for (let cursor = 0; out.length < count; cursor++) {
      const block = createHmac('sha256', this.#key).update(`${this.clientSeed}:${nonce}:${cursor}`).digest();
      for (let offset = 0; offset < 32 && out.length < count; offset += 4) out.push(block.readUInt32BE(offset) / 4_294_967_296);
    }
    return out;
  }
}

/** The catalogue entry of a game (packages/site's content), read at run time: the figures to match. */
export async function catalogue(id: string): Promise<{ rtp: number; hit_rate: number; max_win: number }> {
  const url = new URL(`../../site/src/content/games/${id}/game.ts`, import.meta.url).href;
  const module = (await import(/* @vite-ignore */ url)) as { game: { rtp: number; hit_rate: number; max_win: number } };
  return module.game;
}

/**
 * A mean over n independent rounds is within k standard errors (sigma / sqrt(n)) of the true mean
 * except with probability about 2 * Phi(-k): for k = 5, 6e-7. The seeds are fixed, so a run is
 * also reproducible; k = 5 keeps the bound honest should someone change them.
 */
export const STANDARD_ERRORS = 5;

export function tolerance(variance: number, n: number): number {
  return (STANDARD_ERRORS * Math.sqrt(variance)) / Math.sqrt(n);
}

/** Seeds of the simulations (any would do; fixed so runs repeat). */
export const SIM_SERVER_SEED = '5f1d3c8e9a7b6d4c2e0f1a3b5c7d9e8f0a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d';
export const SIM_CLIENT_SEED = 'simulation';
export const SIM_ROUNDS = 1_000_000;

export interface RuleTable {
  caption: string;
  head: string[];
  rows: string[][];
}
export interface RuleDoc {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs?: string[]; list?: string[]; table?: RuleTable }[];
}

/** A game's rule pages (packages/site's content) by language, read at run time: the rules to follow. */
export async function rulePages(id: string): Promise<Record<'en' | 'zh-cn' | 'zh-tw', RuleDoc>> {
  const url = new URL(`../../site/src/content/games/${id}/rules.ts`, import.meta.url).href;
  const module = (await import(/* @vite-ignore */ url)) as { rules: Record<'en' | 'zh-cn' | 'zh-tw', RuleDoc> };
  return module.rules;
}

/** The one table of a rule page. */
export function tableOf(doc: RuleDoc): RuleTable {
  const table = doc.sections.find((section) => section.table)?.table;
  if (!table) throw new Error(`${doc.title} has no table`);
  return table;
}

/** Every paragraph and list item of a rule page, as one text. */
export function textOf(doc: RuleDoc): string {
  return [doc.intro, ...doc.sections.flatMap((section) => [...(section.paragraphs ?? []), ...(section.list ?? [])])].join('\n');
}
