import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminEndpoint } from '@ky-wallet/protocol';
import type * as Api from '../api.ts';
import en from '../i18n/locales/en/admin.json';
import { I18nProvider, makeI18n } from '../i18n/i18n.tsx';
import { accountList, dashboard, OPERATORS, staff } from '../story-fixtures.ts';
import { Dashboard } from './Dashboard.tsx';

// The chart draws on a canvas, which the test DOM has not (Chart.test.tsx tests it).
vi.mock('./Chart.tsx', () => ({ default: () => null }));

vi.mock('../api.ts', async (original) => ({
  ...(await original<typeof Api>()),
  adminApi: (endpoint: AdminEndpoint) =>
    Promise.resolve(endpoint === 'listAccounts' ? accountList(OPERATORS) : { ...dashboard(), last_event_id: 7 }),
}));

/** The live feeds the screen opened, by URL (the browser's EventSource, which jsdom lacks). */
const opened: { url: string; closed: boolean }[] = [];

beforeEach(() => {
  opened.length = 0;
  vi.stubGlobal(
    'EventSource',
    class extends EventTarget {
      readonly record: { url: string; closed: boolean };
      onopen: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(url: string) {
        super();
        this.record = { url, closed: false };
        opened.push(this.record);
      }
      close() {
        this.record.closed = true;
      }
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
});
