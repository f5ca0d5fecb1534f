import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { followLocaleDecision, splitLocale } from '../i18n/locale.ts';
import { I18nProvider, loadAdminMessages, makeI18n } from './i18n/i18n.tsx';
import './admin.css';

/*
 * The back office's entry: its own build (vite.admin.config.ts), served for /admin and /admin2
 * (and under the locale prefixes) by the wallet server. Nothing here is in the player site's bundles.
 */
async function start(root: HTMLElement): Promise<void> {
  const { locale } = splitLocale(window.location.pathname);
  const messages = await loadAdminMessages(locale);
  createRoot(root).render(
    <I18nProvider value={makeI18n(locale, messages)}>
      <App />
    </I18nProvider>,
  );
}

// Right-click menus are off across the whole app (SPEC.md section 1), the back office included.
document.addEventListener('contextmenu', (event) => event.preventDefault());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the back office page');
// A first visit opens in the browser's language, and a chosen one is kept, as on the site.
if (!followLocaleDecision()) void start(root);
