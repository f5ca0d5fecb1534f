import { refusal, type AdminApiError } from './api.ts';

/** One Server-Sent Event: its `event:` name, `data:` and the id the stream was at after it. */
export interface FeedEvent {
  type: string;
  data: string;
  /** The last `id:` the stream sent (the feed's cursor), if any. */
  id: string | undefined;
}

export interface FeedHandlers {
  /** The stream is open: events follow. */
  open(): void;
  event(event: FeedEvent): void;
  /**
   * The stream is not open: `refused` is the server's refusal (null when the connection failed or
   * ended), and `retrying` whether it is tried again by itself.
   */
  down(refused: AdminApiError | null, retrying: boolean): void;
}

/** Before reconnecting after a dropped connection, unless the stream's `retry:` says otherwise. */
const RECONNECT_MS = 2_000;
/** Before asking again after too_many_live_feeds, one after another: a feed closing frees a place. */
const REFUSED_MS = [2_000, 5_000, 15_000, 30_000];

/**
 * The back office's live feed (GET /api/admin/live), read over fetch rather than EventSource,
 * which cannot tell why a server refused it: a refusal's code is said (too_many_live_feeds,
 * unauthorized), and only one that passes by itself, too many feeds open, is asked again. Like
 * EventSource it reconnects after a dropped connection, sending the last event's id as
 * Last-Event-ID. Returns the feed's close.
 */
export function openLiveFeed(url: string, handlers: FeedHandlers): () => void {
  const controller = new AbortController();
  let reader: ReadableStreamDefaultReader<string> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastEventId: string | undefined;
  let reconnectMs = RECONNECT_MS;
  let refusals = 0;

  const again = (refused: AdminApiError | null, ms: number) => {
    if (controller.signal.aborted) return;
    handlers.down(refused, true);
    timer = setTimeout(() => void connect(), ms);
  };

  const connect = async (): Promise<void> => {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Accept: 'text/event-stream', ...(lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId }) },
        credentials: 'same-origin',
        cache: 'no-store',
        signal: controller.signal,
      });
    } catch {
      return again(null, reconnectMs);
    }
    if (controller.signal.aborted) return;
    if (!response.ok || !response.body) {
      const refused = await refusal('live', response);
      if (refused.code === 'too_many_live_feeds') return again(refused, REFUSED_MS[Math.min(refusals++, REFUSED_MS.length - 1)] ?? RECONNECT_MS);
      if (refused.code === 'server_busy') return again(null, reconnectMs);
      if (!controller.signal.aborted) handlers.down(refused, false);
      return;
    }
    refusals = 0;
    handlers.open();
    reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      await read(reader);
    } catch {
      // a dropped connection, or the close
    }
    again(null, reconnectMs);
  };

  /** The event stream format (WHATWG HTML, "Server-sent events"), for the fields the server sends. */
  const read = async (stream: ReadableStreamDefaultReader<string>) => {
    let buffer = '';
    let type = '';
    let data: string[] = [];
    for (;;) {
      const { value, done } = await stream.read();
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        const line = buffer.slice(0, end).replace(/\r$/, '');
        buffer = buffer.slice(end + 1);
        if (line === '') {
          if (data.length > 0 && !controller.signal.aborted) handlers.event({ type: type || 'message', data: data.join('\n'), id: lastEventId });
          type = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const name = colon < 0 ? line : line.slice(0, colon);
        const field = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (name === 'event') type = field;
        else if (name === 'data') data.push(field);
        else if (name === 'id' && !field.includes('\0')) lastEventId = field;
        else if (name === 'retry' && /^\d+$/.test(field)) reconnectMs = Number(field);
      }
    }
  };

  void connect();
  return () => {
    controller.abort();
    clearTimeout(timer);
    reader?.cancel().catch(() => undefined);
  };
}
