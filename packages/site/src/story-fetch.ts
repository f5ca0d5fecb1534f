import { layerFetch } from '../../widget/src/stories/stage.tsx';

/*
 * For stories (Storybook only; nothing here ships): a fake server behind `fetch`.
 */

/** What a faked request answers: a status with its JSON body, a dropped connection, or nothing ever. */
export type FakeResponse = { status: number; body: unknown } | 'network-error' | 'hang';

/**
 * A layer over `fetch` for the same-origin requests whose URL `handles` takes, answering each with
 * `answer(url, init)`; every other request goes on to the `fetch` below. Returns its removal, for
 * a story's `beforeEach`.
 */
export function fakeSameOriginFetch(handles: (url: URL) => boolean, answer: (url: URL, init: RequestInit | undefined) => FakeResponse): () => void {
  return layerFetch(async (url, init) => {
    if (url.origin !== window.location.origin || !handles(url)) return undefined;
    const reply = answer(url, init);
    // Held forever: the waiting state stays on screen.
    if (reply === 'hang') return new Promise<Response>(() => undefined);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  });
}
