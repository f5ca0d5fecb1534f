import * as v from 'valibot';

/*
 * Free-form JSON that the API takes and stores as it is (a game server's `meta`): the one rule
 * for how deep and how large it may be, checked before anything walks it. The body limit alone
 * does not do: at two bytes a level (`[[[…]]]`), 6 KB nests 3,000 levels, and a walk that deep
 * (sorting keys for a request hash, JSON.stringify, a page that renders it) overflows the stack.
 */

export const FREE_JSON_LIMITS = {
  /**
   * Levels of objects and arrays, the value itself counted (`{}` is 1, `{"a":[1]}` 2). Our game
   * server's deepest meta has 4; 32 leaves room for any record a game keeps and keeps every walk
   * far from the stack's end.
   */
  depth: 32,
  /**
   * Bytes of its JSON text (UTF-8), as stored. Every ledger row keeps its meta for good and a
   * round's view answers all of its rows' meta. A slot's win carries the round as it fell, every
   * free game's reels and wins (about 250 bytes a spin: 24 free games are 7 KB, a long run with
   * retriggers more); 64 KiB holds some 250 spins, and our game server sends a shorter outcome
   * for a round longer still. The game API takes bodies up to 80 KiB for it (GAME_BODY_LIMIT).
   */
  bytes: 64 * 1024,
} as const;

/**
 * How deep `value` nests (a scalar 0, `{}` 1, `{"a":[1]}` 2), walked without recursion and no
 * further than `stopAfter` levels: more is answered as `stopAfter + 1`.
 */
export function jsonDepth(value: unknown, stopAfter = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const pending: [node: unknown, depth: number][] = [[value, 1]];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [node, depth] = item;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > stopAfter) return depth;
    deepest = Math.max(deepest, depth);
    for (const child of Object.values(node)) if (typeof child === 'object' && child !== null) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** What is wrong with `value` as free-form JSON to store (FREE_JSON_LIMITS), or undefined. */
export function freeJsonProblem(value: unknown): string | undefined {
  // Depth first: only a value known to be shallow is serialised to be measured.
  if (jsonDepth(value, FREE_JSON_LIMITS.depth) > FREE_JSON_LIMITS.depth) {
    return `nests deeper than ${FREE_JSON_LIMITS.depth} levels of objects and arrays`;
  }
  if (utf8Length(JSON.stringify(value) ?? '') > FREE_JSON_LIMITS.bytes) {
    return `is larger than ${FREE_JSON_LIMITS.bytes} bytes of JSON`;
  }
  return undefined;
}

/** A pipe action that refuses free-form JSON past FREE_JSON_LIMITS, with a message that says which. */
export function freeJson<T>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = freeJsonProblem(dataset.value);
    if (problem !== undefined) addIssue({ message: problem });
  });
}

/** The length of `text` in UTF-8 bytes (a surrogate pair is 4). */
function utf8Length(text: string): number {
  let bytes = text.length;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0x80) bytes += code < 0x800 || (code >= 0xd800 && code <= 0xdfff) ? 1 : 2;
  }
  return bytes;
}
