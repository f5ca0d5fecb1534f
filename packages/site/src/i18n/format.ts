import { currencyExponent, DEFAULT_CURRENCY } from '@ky-wallet/protocol';
import { formatMoney, numberFormat } from '@ky-wallet/widget/i18n';

/*
 * Intl formatting for the site's locales. Dates of content (news, policy) are formatted in UTC so
 * the prerendered HTML and the client agree whatever the visitor's time zone.
 */

export function formatNumber(value: number, tag: string, maximumFractionDigits = 2): string {
  return numberFormat(tag, { maximumFractionDigits }).format(value);
}

export function formatPercent(value: number, tag: string): string {
  return numberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

/** The currency's number of decimals (ISO 4217, as the wallet counts them); 2 for one it does not know. */
export function exponentOf(currency: string): number {
  return currencyExponent(currency.toLowerCase());
}

/**
 * Money in the locale (the widget's formatter, shared by the site and the back office):
 * "CN¥1,234.50" (en), "¥1,234.50" (zh-CN), with the currency's own decimals; `{ signed: true }`
 * marks gains.
 */
export { formatMoney };

/** Integer minor units as money: 12345 cny → "CN¥123.45". */
export function formatMinor(minor: number, currency: string, tag: string): string {
  return formatMoney(minor / 10 ** exponentOf(currency || DEFAULT_CURRENCY), currency, tag);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * `new Intl.DateTimeFormat(tag, options)`, made once per tag and options, as the widget's
 * numberFormat does for numbers: a history page formats two or three moments a row.
 */
function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(tag, options)));
  return format;
}

/** A calendar date (YYYY-MM-DD), e.g. "1 March 2026". */
export function formatDate(isoDate: string, tag: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A moment (ISO 8601) in the visitor's time zone, to the second. */
export function formatDateTime(iso: string, tag: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}

/**
 * The same moment as its date and its time of day ("Nov 26, 2026" and "11:31:32 PM"), for a
 * narrow column that shows them on two lines; an invalid moment is the date, as given.
 */
export function formatDateAndTime(iso: string, tag: string): { date: string; time: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { date: iso, time: '' };
  return {
    date: dateTimeFormat(tag, { dateStyle: 'medium' }).format(date),
    time: dateTimeFormat(tag, { timeStyle: 'medium' }).format(date),
  };
}

/** A list: "en, zh-CN and ja" in the locale's own way. */
export function formatList(items: readonly string[], tag: string): string {
  return new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' }).format(items);
}

/** A language tag's name in the interface language, e.g. "zh-CN" → "Chinese (China)". */
export function languageName(code: string, tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
