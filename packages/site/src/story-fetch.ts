/*
 * For stories (Storybook only; nothing here ships): a fake server behind `fetch`.
 */

/** What a faked request answers: a status with its JSON body, a dropped connection, or nothing ever. */
export type FakeResponse = { status: number; body: unknown } | 'network-error' | 'hang';

/**
 * Replaces `fetch` for the same-origin requests whose URL `handles` takes, answering each with
 * `answer(url, body)` (the request's JSON body, if any); every other request goes to the real
 * `fetch`. Returns its removal, for a story's `beforeEach`.
 */
export function fakeSameOriginFetch(handles: (url: URL) => boolean, answer: (url: URL, init: RequestInit | undefined) => FakeResponse): () => void {
  const realFetch = globalThis.fetch;
  const fakeFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    if (url.origin !== window.location.origin || !handles(url)) return realFetch(input, init);
    const reply = answer(url, init);
    // Held forever: the waiting state stays on screen.
    if (reply === 'hang') return new Promise<Response>(() => undefined);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  };
  globalThis.fetch = fakeFetch;
  return () => {
    if (globalThis.fetch === fakeFetch) globalThis.fetch = realFetch;
  };
}
