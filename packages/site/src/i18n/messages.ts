import type { Locale } from './locale.ts';
import type { MessageKey, Messages } from './en.ts';

export type { MessageKey, Messages };

/**
 * Each locale's catalogue is its own chunk: a page loads only the one it shows. The prerendered
 * HTML preloads it; a client-side switch of locale loads the next one in the locale route's loader.
 */
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import('./en.ts').then((m) => m.en),
  'zh-tw': () => import('./zh-TW.ts').then((m) => m.zhTW),
  'zh-cn': () => import('./zh-CN.ts').then((m) => m.zhCN),
  'de-ch': () => import('./de-CH.ts').then((m) => m.deCH),
};

const loaded = new Map<Locale, Messages>();

export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const messages = await loaders[locale]();
  loaded.set(locale, messages);
  return messages;
}

/** The catalogue of `locale` if it has been loaded. */
export function messagesFor(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}

/** For tests and the server: a catalogue put in place without a dynamic import. */
export function provideMessages(locale: Locale, messages: Messages): void {
  loaded.set(locale, messages);
}

export type Vars = Record<string, string | number>;

/** Fills `{name}` placeholders; an unknown placeholder is left as it is. */
export function format(template: string, vars?: Vars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

export type Translate = (key: MessageKey, vars?: Vars) => string;

export function translator(messages: Messages): Translate {
  return (key, vars) => format(messages[key], vars);
}
