import { vi } from 'vitest';

/** One scripted answer of the fake API: a JSON body with a status, or a dropped connection. */
export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | 'network-error';

/** A reply, or one that arrives when the test settles it (to look at the page meanwhile). */
export type ScriptedReply = Reply | Promise<Reply>;

export interface Call {
  url: string;
  type: string;
  body: { type: string; rule?: Record<string, unknown> };
  headers: Record<string, string>;
}

/**
 * Replaces `fetch` (the only thing mocked: there is no server here). Answers are queued per body
 * `type` (login, getBalance, deposit, logout); the last one of a queue repeats. Unscripted calls
 * answer 500.
 */
export function mockApi(replies: Partial<Record<string, ScriptedReply | ScriptedReply[]>>) {
  const queues = new Map(Object.entries(replies).map(([type, reply]) => [type, [reply ?? {}].flat()]));
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Call['body'];
    // Lowercase names, as HTTP treats them (happy-dom's Headers keeps the case it was given).
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([name, value]) => [name.toLowerCase(), value]),
    );
    calls.push({ url: String(input), type: body.type, body, headers });
    const queue = queues.get(body.type) ?? [];
    const reply = (await (queue.length > 1 ? queue.shift() : queue[0])) ?? { status: 500 };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetch: fetchMock, of: (type: string) => calls.filter((call) => call.type === type) };
}

export const loginOk = { body: { data: { name: 'demo', token: 't0k3n', alliance: 'kygaming', currency: 'cny' } } };
export const balanceOf = (balance: number) => ({ body: { data: { balance } } });
export const apiError = (status: number, code: string) => ({ status, body: { error: { code, message: code } } });
