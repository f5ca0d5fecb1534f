import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminEndpoint } from '@ky-wallet/protocol';
import type * as Api from '../api.ts';
import * as api from '../api.ts';
import en from '../i18n/locales/en/admin.json';
import zhTW from '../i18n/locales/zh-TW/admin.json';
import { I18nProvider, makeI18n } from '../i18n/i18n.tsx';
import { accountList, dashboard, LIVE_EVENTS, OPERATORS, staff } from '../story-fixtures.ts';
import { Dashboard } from './Dashboard.tsx';

// The chart draws on a canvas, which the test DOM has not (Chart.test.tsx tests it).
vi.mock('./Chart.tsx', () => ({ default: () => null }));

vi.mock('../api.ts', async (original) => ({
  ...(await original<typeof Api>()),
  adminApi: (endpoint: AdminEndpoint) =>
    Promise.resolve(endpoint === 'listAccounts' ? accountList(OPERATORS) : { ...dashboard(), last_event_id: 7 }),
}));

/** The live feeds the screen asked for (over fetch, stubbed): URL, Last-Event-ID, and whether it closed it. */
const opened: { url: string; lastEventId: string | null; closed: boolean }[] = [];
/** How the next requests for the feed are answered, in turn; then an open stream with nothing in it. */
let answers: (() => Response)[] = [];

/** An event stream that sends `text` and stays open, as the server's does. */
function stream(text: string): Response {
  const body = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode(text)) });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  opened.length = 0;
  answers = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const record = { url, lastEventId: new Headers(init.headers).get('last-event-id'), closed: false };
    opened.push(record);
    init.signal?.addEventListener('abort', () => (record.closed = true));
    return Promise.resolve((answers.shift() ?? (() => stream('retry: 2000\n\n')))());
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setVisibility('visible');
});

describe('Dashboard', () => {
  it('follows the totals it shows with one live feed, of the operator filtered on', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider value={makeI18n('en', en)}>
        <Dashboard me={staff('admin')} />
      </I18nProvider>,
    );
    // Loaded: the players online of the totals (the screen and its lazy parts take a while on a busy machine).
    await screen.findByText('42', undefined, { timeout: 15_000 });
    await waitFor(() => expect(opened.map((feed) => feed.url)).toEqual(['/api/admin/live?lastEventId=7']));
    const operator = OPERATORS[0];
    if (!operator) throw new Error('no operator fixture');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Operator' }), String(operator.id));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(opened).toHaveLength(2), { timeout: 15_000 });
    expect(opened[1]?.url).toBe(`/api/admin/live?lastEventId=7&operator=${operator.id}`);
    expect(opened[0]?.closed).toBe(true);
    expect(opened[1]?.closed).toBe(false);
  });

  it('lists the newest movements it counted at once, before the live feed adds any', async () => {
    render(
      <I18nProvider value={makeI18n('en', en)}>
        <Dashboard me={staff('admin')} />
      </I18nProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Latest movements' }, { timeout: 15_000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [, newest, , oldest] = within(table).getAllByRole('row');
    expect(newest?.textContent).toMatch(/Win.*player-chen.*original-dice/);
    expect(oldest?.textContent).toMatch(/Deposit.*player-dora/);
    expect(within(table).queryByText('Nothing yet', { exact: false })).toBeNull();
  });

  it('keeps no feed while the page is hidden, and resumes from the last event it got when shown again', async () => {
    const [event] = LIVE_EVENTS;
    answers = [() => stream(`retry: 2000\n\nid: 9005:9001\nevent: ledger\ndata: ${JSON.stringify(event)}\n\n`)];
    render(
      <I18nProvider value={makeI18n('en', en)}>
        <Dashboard me={staff('admin')} />
      </I18nProvider>,
    );
    await screen.findByText('Live', undefined, { timeout: 15_000 });
    const table = await screen.findByRole('table', { name: 'Latest movements' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));

    setVisibility('hidden');
    await waitFor(() => expect(opened[0]?.closed).toBe(true));
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
    setVisibility('visible');
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(opened[1]?.url).toBe(`/api/admin/live?lastEventId=${encodeURIComponent('9005:9001')}`);
    await screen.findByText('Live');
  });

  it('says in the page’s language that too many feeds are open, and goes live once one closes', async () => {
    const refusal = { error: { code: 'too_many_live_feeds', message: 'this sign-in already has 4 live feeds open' } };
    answers = [() => new Response(JSON.stringify(refusal), { status: 429, headers: { 'Content-Type': 'application/json' } })];
    render(
      <I18nProvider value={makeI18n('zh-tw', zhTW)}>
        <Dashboard me={staff('admin')} />
      </I18nProvider>,
    );
    expect((await screen.findByRole('alert', undefined, { timeout: 15_000 })).textContent).toBe(zhTW['error.too_many_live_feeds']);
    expect(screen.getByRole('status').textContent).toBe(zhTW['dashboard.offline']);
    // Asked again by itself (a place is free by then): live, and the message gone.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(zhTW['dashboard.live']), { timeout: 10_000 });
    expect(opened).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back to the sign-in when the feed finds the session gone, and does not ask again', async () => {
    const gone: string[] = [];
    const stop = api.onSessionLost((code) => gone.push(code));
    const refusal = { error: { code: 'unauthorized', message: 'sign in to the back office first' } };
    answers = [() => new Response(JSON.stringify(refusal), { status: 401, headers: { 'Content-Type': 'application/json' } })];
    try {
      render(
        <I18nProvider value={makeI18n('en', en)}>
          <Dashboard me={staff('admin')} />
        </I18nProvider>,
      );
      await waitFor(() => expect(gone).toEqual(['unauthorized']), { timeout: 15_000 });
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(opened).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
