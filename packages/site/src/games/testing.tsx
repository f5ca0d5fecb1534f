import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { RGS_PATHS, ROUND_PATHS, type SessionData } from '@ky-wallet/games/contract';
import { I18nProvider } from '../i18n/I18nContext.tsx';
import { CATALOGUES } from '../i18n/testing.ts';
import type { Locale } from '../i18n/locale.ts';
import { RgsError, type RgsApi } from './rgs/client.ts';
import { useGameTable, type GameTable } from './table.ts';

/*
 * For stories and tests of the game clients: the site's furniture (router, messages) and a
 * `fetch` that answers the contract's paths from an in-memory game server (fake.ts).
 */

export function SiteFrame({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <MemoryRouter>
      <I18nProvider locale={locale} messages={CATALOGUES[locale]}>
        {children}
      </I18nProvider>
    </MemoryRouter>
  );
}

const ROUTES: Record<string, (api: RgsApi, body: never) => Promise<unknown>> = {
  [RGS_PATHS.session]: (api, body) => api.openSession(body),
  [RGS_PATHS.balance]: (api) => api.balance(),
  [RGS_PATHS.seeds]: (api, body) => api.seeds(body),
  [RGS_PATHS.diceRoll]: (api, body) => api.diceRoll(body),
  [RGS_PATHS.wheelSpin]: (api, body) => api.wheelSpin(body),
  [RGS_PATHS.minesStart]: (api, body) => api.minesStart(body),
  [RGS_PATHS.minesReveal]: (api, body) => api.minesReveal(body),
  [RGS_PATHS.minesCashout]: (api, body) => api.minesCashout(body),
  [RGS_PATHS.minesActive]: (api) => api.minesActive(),
  [ROUND_PATHS.start]: (api, body) => api.roundStart(body),
  [ROUND_PATHS.act]: (api, body) => api.roundAct(body),
  [ROUND_PATHS.active]: (api) => api.roundActive(),
  [ROUND_PATHS.games]: (api, body) => api.games(body),
};

export interface FetchedCall {
  path: string;
  body: unknown;
  authorization: string | null;
}

/** A `fetch` for the RGS paths, answered by `api` as the contract's HTTP envelope would carry it. */
export function rgsFetch(api: RgsApi, calls: FetchedCall[] = []): typeof fetch {
  return async (input, init) => {
    const path = new URL(String(input), 'http://site.test').pathname;
    const body = JSON.parse(String(init?.body ?? '{}')) as never;
    const headers = new Headers(init?.headers);
    calls.push({ path, body, authorization: headers.get('authorization') });
    const route = ROUTES[path];
    const json = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    if (!route) return json(404, { error: { code: 'invalid_request', message: 'no such path' } });
    try {
      return json(200, { data: await route(api, body) });
    } catch (error) {
      const failure = error instanceof RgsError ? error : new RgsError('internal');
      const status = failure.code === 'invalid_session' ? 401 : failure.code === 'internal' ? 500 : 400;
      return json(status, { error: { code: failure.code, message: failure.message, balance: failure.balance } });
    }
  };
}

/** One table on `session`, played through `api`, with the game `Game` on it. */
export function GameHarness({
  api,
  session,
  Game,
  onSettled,
}: {
  api: RgsApi;
  session: SessionData;
  Game: ComponentType<{ table: GameTable }>;
  onSettled?: () => void;
}) {
  const table = useGameTable({ session, api, onSettled, persist: false });
  return <Game table={table} />;
}
