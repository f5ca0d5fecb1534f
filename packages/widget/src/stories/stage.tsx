/*
 * Story fixtures for the widget (Storybook only; nothing here ships). Every `Widget/…` story:
 *
 * - starts from fresh shared state: sessionStorage `login`, `alert`, `menu` and localStorage
 *   `ky-age-gate` are emptied (then seeded from the story's parameters) and every shared signal re-reads
 *   them, so no story leaks state into the next;
 * - talks to a fake wallet server: a `fetch` stub installed for the story and removed after it,
 *   answering only `STORY_API` (the real API client runs: schemas, 401 -> login_failed, retries);
 * - renders in a stage like the element's: a shadow root with the widget's constructable
 *   stylesheet, a `.root` with `lang` and `data-theme`, and the Wallet and i18n contexts, with
 *   the locale and theme of the Storybook toolbar (or the story's `globals`).
 *
 * `.storybook/preview.tsx` runs `setUpWidgetStory` before each widget story and wraps it in
 * `WidgetCanvas`.
 */
import { API_PATHS } from '@ky-wallet/protocol';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { action } from 'storybook/actions';
import { expect, waitFor } from 'storybook/test';
import { createClient } from '../api/client';
import { AgeGate } from '../components/AgeGate/AgeGate';
import { AlertDialog } from '../components/AlertDialog/AlertDialog';
import { DepositDialog } from '../components/DepositDialog/DepositDialog';
import { LoginDialog } from '../components/LoginDialog/LoginDialog';
import { WalletBar } from '../components/WalletBar/WalletBar';
import { resolveConfig, type ResolvedWalletConfig, type WalletConfig } from '../config';
import { I18nContext, useWallet, WalletContext } from '../context';
import { walletStyleSheets } from '../element/styles';
import type { KyWalletEventName } from '../events';
import { LOCALES, loadLocale, translator, type Locale } from '../i18n';
import { ageGateOpen } from '../state/age';
import { joinHosts, leaveHosts } from '../state/hosts';
import { balanceAwaited, loggedIn as loggedInState, sessionState, type Session } from '../state/session';
import { resetState } from '../state/signals';
import { Wallet } from '../state/wallet';

/** The fake server's origin: `.invalid` never resolves, so nothing can leave the browser. */
export const STORY_API = 'https://wallet.storybook.invalid';

export type StoryTheme = 'light' | 'dark';

/** One answer of the fake server: a JSON body with a status, a dropped connection, or none ever. */
export type FakeReply = { status?: number; body?: unknown } | 'network-error' | 'hang';

/** Answers by request `type`; a type not listed gets the fake server's normal answer. */
export type FakeApi = Partial<Record<'login' | 'getBalance' | 'deposit' | 'logout' | 'history', FakeReply>>;

/** `parameters.widget` of a story. */
export interface WidgetParameters {
  /** Render in the shadow-root stage (components). False for `<ky-wallet>` itself. @default true */
  stage?: boolean;
  /** A saved session (sessionStorage `login`) the story starts from: a page reload while logged in. */
  session?: Partial<Session>;
  /** That session has just begun (a log-in) and its balance has not arrived yet. */
  balanceAwaited?: boolean;
  /** The stage wallet's configuration (locale and theme come from the toolbar). */
  config?: WalletConfig;
  /** Scripted answers of the fake server. */
  api?: FakeApi;
}

/** `parameters: widget({...})`: typed story parameters. */
export function widget(parameters: WidgetParameters): { widget: WidgetParameters } {
  return { widget: parameters };
}

/** A logged-in player, as the `login` key holds it. */
export const PLAYER: Session = { name: 'demo', token: 'story-token', alliance: 'kygaming', currency: 'cny', balance: 1234.5 };

export const errorReply = (status: number, code: string): FakeReply => ({ status, body: { error: { code, message: code } } });

const STORAGE_KEYS = { session: ['login', 'alert', 'menu'], local: ['ky-age-gate'] } as const;

const EVENTS: readonly KyWalletEventName[] = ['ky-ready', 'ky-age', 'ky-login', 'ky-logout', 'ky-balance', 'ky-deposit', 'ky-error'];

export function toLocale(value: unknown): Locale {
  return LOCALES.find((locale) => locale === value) ?? 'en';
}

export function toTheme(value: unknown): StoryTheme {
  return value === 'dark' ? 'dark' : 'light';
}

/** The shadow host a widget story renders in; also a host member (`config`), for the age gate. */
type StageHost = HTMLDivElement & { readonly config: ResolvedWalletConfig };

export interface Stage {
  /** A new story gets a new stage, and a fresh React tree. */
  readonly id: number;
  readonly host: StageHost;
  readonly root: ShadowRoot;
  readonly wallet: Wallet;
}

interface Current {
  storyId: string;
  stage: Stage | null;
  /** The toolbar changed: the same story in another locale or theme. */
  applyGlobals: (locale: Locale, theme: StoryTheme) => void;
  teardown: () => void;
}

let stages = 0;
let current: Current | null = null;

export function isWidgetStory(title: string): boolean {
  return title.startsWith('Widget/');
}

/** The stage of the story on screen (for a story's `beforeEach` and `play`). */
export function storyStage(): Stage {
  if (!current?.stage) throw new Error('storyStage: no widget story is set up');
  return current.stage;
}

/** The stage wallet: what the element's public methods call (`login`, `requireLogin`, `showAlert`, …). */
export function storyWallet(): Wallet {
  return storyStage().wallet;
}

/** Waits for `selector` inside the stage's shadow root; part names keep play functions locale-proof. */
export async function inStage<T extends Element = HTMLElement>(selector: string): Promise<T> {
  return waitFor(() => {
    const found = storyStage().root.querySelector<T>(selector);
    if (!found) throw new Error(`nothing matches ${selector} in the story's shadow root`);
    return found;
  });
}

/** Waits until the stage's dialog with this part name (`login-dialog`, `alert`, …) is open. */
export async function expectOpenDialog(part: string): Promise<HTMLDialogElement> {
  const dialog = await inStage<HTMLDialogElement>(`dialog[part~="${part}"]`);
  await waitFor(() => expect(dialog.open).toBe(true));
  return dialog;
}

export interface StorySetUpContext {
  id: string;
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
}

/**
 * Before each widget story: fresh state, the fake server, a new stage. Resolves the teardown
 * Storybook runs when the story goes away.
 *
 * Storybook runs `beforeEach` again when the toolbar or a control changes (a re-render, not a
 * remount, and the play function does not run again). Then nothing is reset: the state the story
 * or the designer reached stays on screen, in the new locale and theme.
 */
export async function setUpWidgetStory({ id, globals, parameters }: StorySetUpContext): Promise<() => void> {
  const locale = toLocale(globals.locale);
  const theme = toTheme(globals.theme);
  // The stage renders as an element does once its texts are here: the story waits for them.
  await loadLocale(locale);
  if (current?.storyId === id) {
    current.applyGlobals(locale, theme);
    return current.teardown;
  }
  current?.teardown();
  const params: WidgetParameters = (parameters.widget as WidgetParameters | undefined) ?? {};

  clearStores();
  if (params.session) {
    sessionStorage.setItem('login', JSON.stringify({ ...PLAYER, ...params.session }));
    resetState();
    if (params.balanceAwaited) balanceAwaited.value = sessionState.value.token;
  }

  const restoreFetch = installFakeServer(params.api ?? {}, sessionState.value.balance);
  // Cleanups run last to first: the shared state is emptied last, so nothing reaches the next story.
  const cleanups: (() => void)[] = [clearStores, restoreFetch];

  let stage: Stage | null = null;
  let applyGlobals: Current['applyGlobals'] = () => undefined;
  if (params.stage !== false) {
    const configFor = (l: Locale, t: StoryTheme) => resolveConfig({ ...params.config, apiBase: STORY_API, locale: l, theme: t });
    let config = configFor(locale, theme);
    applyGlobals = (l, t) => {
      config = configFor(l, t);
    };
    const host = Object.defineProperty(document.createElement('div'), 'config', { get: () => config }) as StageHost;
    host.dataset.kyStoryStage = '';
    const root = host.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = walletStyleSheets();
    // The fake server answers at once; no need to wait 400 ms before a deposit's retry.
    const client = createClient({ baseUrl: () => STORY_API, retryDelayMs: 0 });
    const wallet = new Wallet({ host, config: () => config, client });
    stage = { id: ++stages, host, root, wallet };
    // The age gate is shown while a host member asks for it, as for <ky-wallet age-gate>.
    if (config.ageGate) {
      joinHosts(host);
      cleanups.push(() => leaveHosts(host));
    }
    cleanups.push(() => host.remove());
    cleanups.push(listen(host));
  } else {
    // <ky-wallet> fires on itself; its events are composed and bubble to the document.
    cleanups.push(listen(document));
  }

  let done = false;
  const teardown = () => {
    if (done) return;
    done = true;
    cleanups.reverse().forEach((cleanup) => cleanup());
    if (current?.teardown === teardown) current = null;
  };
  current = { storyId: id, stage, applyGlobals, teardown };
  return teardown;
}

/** Empties the keys the widget keeps in storage, and has every shared signal read them again. */
function clearStores(): void {
  for (const key of STORAGE_KEYS.session) sessionStorage.removeItem(key);
  for (const key of STORAGE_KEYS.local) localStorage.removeItem(key);
  resetState();
}

/** Logs the ky-* events in the Actions panel, and keeps a refused age gate from leaving Storybook. */
function listen(target: EventTarget): () => void {
  const log = (event: Event) => {
    action(event.type)((event as CustomEvent).detail);
    // "No, take me back" goes back in history: in Storybook that would leave the story.
    if (event.type === 'ky-age' && !(event as CustomEvent<{ confirmed: boolean }>).detail.confirmed) event.preventDefault();
  };
  EVENTS.forEach((type) => target.addEventListener(type, log));
  return () => EVENTS.forEach((type) => target.removeEventListener(type, log));
}

/**
 * The fake wallet server, a layer over `fetch`: every other URL goes on to the real one. Without a
 * script it answers like the real server: any account logs in, deposits add to the balance.
 */
function installFakeServer(api: FakeApi, startBalance: number): () => void {
  let balance = startBalance;

  const normalAnswer = (type: string, rule: Record<string, unknown>): FakeReply => {
    switch (type) {
      case 'login':
        return { body: { data: { name: String(rule.id ?? 'demo'), token: 'story-token', alliance: 'kygaming', currency: 'cny' } } };
      case 'getBalance':
        return { body: { data: { balance } } };
      case 'deposit':
        balance = Math.round((balance + Number(rule.amount ?? 0)) * 100) / 100;
        return { body: { data: { balance } } };
      case 'logout':
        return { body: { data: {} } };
      case 'history':
        return { body: { data: { rows: [], total: 0, page: 1, pageSize: 20 } } };
      default:
        return errorReply(400, 'invalid_request');
    }
  };

  return layerFetch((url, init) => {
    if (!WALLET_URLS.includes(url.href)) return undefined;
    const { type, rule } = walletRequestOf(init);
    return responseOf(api[type as keyof FakeApi] ?? normalAnswer(type, rule));
  });
}

/** The fake wallet server's two endpoints (SPEC.md section 5), at STORY_API. */
export const WALLET_URLS: readonly string[] = [`${STORY_API}${API_PATHS.login}`, `${STORY_API}${API_PATHS.data}`];

/** A wallet call's `type` and `rule`, from its JSON body. */
export function walletRequestOf(init: RequestInit | undefined): { type: string; rule: Record<string, unknown> } {
  const { type = '', rule = {} } = JSON.parse(String(init?.body ?? '{}')) as { type?: string; rule?: Record<string, unknown> };
  return { type, rule };
}

/**
 * Puts a layer over the page's current `fetch`, for a story's fake server: `answer` gets each
 * request (its URL resolved against the page) and answers it, or returns undefined to pass it to
 * the `fetch` below. Returns the layer's removal, which leaves a layer put over it in place.
 */
export function layerFetch(
  answer: (url: URL, init: RequestInit | undefined) => Promise<Response | undefined> | Response | undefined,
): () => void {
  const below = globalThis.fetch;
  const layer: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    return (await answer(url, init)) ?? below(input, init);
  };
  globalThis.fetch = layer;
  return () => {
    if (globalThis.fetch === layer) globalThis.fetch = below;
  };
}

const PAGE_COLOURS: Record<StoryTheme, { background: string; text: string }> = {
  light: { background: '#f3f4f6', text: '#111827' },
  dark: { background: '#111827', text: '#f9fafb' },
};

/**
 * The operator's page a widget story sits on, light or dark with the theme: a header with the
 * site's name and the widget, as it is usually embedded. (The name is also the story's light-DOM
 * text: everything of the widget itself is in a shadow root.)
 */
export function WidgetCanvas({ locale, theme, children }: { locale: Locale; theme: StoryTheme; children: ReactNode }) {
  const stage = current?.stage ?? null;
  const colours = PAGE_COLOURS[theme];
  return (
    <div
      data-ky-story-theme={theme}
      style={{
        boxSizing: 'border-box',
        minBlockSize: '100vh',
        padding: '1rem 1.5rem',
        background: colours.background,
        color: colours.text,
        colorScheme: theme,
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <header style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '1rem' }}>
        <span style={{ fontSize: '1.125rem', fontWeight: 700 }}>Operator page</span>
        {stage ? (
          <StageView key={stage.id} stage={stage} locale={locale} theme={theme}>
            {children}
          </StageView>
        ) : (
          children
        )}
      </header>
    </div>
  );
}

/** Puts the stage host in the page and renders the story into its shadow root, like App does. */
function StageView({ stage, locale, theme, children }: { stage: Stage; locale: Locale; theme: StoryTheme; children: ReactNode }) {
  const attach = useCallback(
    (container: HTMLDivElement | null) => {
      if (container && stage.host.parentNode !== container) container.append(stage.host);
    },
    [stage],
  );
  const i18n = useMemo(() => ({ locale, t: translator(locale) }), [locale]);
  return (
    <div ref={attach}>
      {createPortal(
        <WalletContext.Provider value={stage.wallet}>
          <I18nContext.Provider value={i18n}>
            <div className="root" lang={locale} data-theme={theme}>
              {children}
            </div>
          </I18nContext.Provider>
        </WalletContext.Provider>,
        stage.root,
      )}
    </div>
  );
}

/**
 * What one element renders, wired as App wires it: the bar, its deposit dialog, the page-wide login
 * modal and alert, and the age gate when the wallet asks for one. Unlike App it can start with the
 * deposit dialog open, and it always hosts the page-wide dialogs (there is one wallet per story).
 */
export function StoryWallet({ depositOpen = false }: { depositOpen?: boolean }) {
  // From context, not storyWallet(): a story being torn down can still re-render (a signal changes).
  useSignals();
  const wallet = useWallet();
  const [open, setOpen] = useState(depositOpen);
  const gated = ageGateOpen.value;
  const loggedIn = loggedInState.value;

  useEffect(() => {
    if (!loggedIn) setOpen(false);
  }, [loggedIn]);

  return (
    <>
      <WalletBar onDeposit={() => setOpen(true)} />
      <DepositDialog open={open && loggedIn && !gated} onClose={() => setOpen(false)} />
      <LoginDialog blocked={gated} />
      <AlertDialog blocked={gated} />
      {wallet.config.ageGate ? <AgeGate open={gated} /> : null}
    </>
  );
}

/**
 * What `fetch` gives for a fake server's reply: held forever for 'hang' (the pending state stays on
 * screen; the real client would give up after 20 s), a failed fetch for 'network-error', else JSON.
 */
export async function responseOf(reply: FakeReply): Promise<Response> {
  if (reply === 'hang') return new Promise<Response>(() => undefined);
  if (reply === 'network-error') throw new TypeError('Failed to fetch');
  return new Response(JSON.stringify(reply.body ?? {}), {
    status: reply.status ?? 200,
    headers: { 'Content-Type': 'application/json' },
  });
}
