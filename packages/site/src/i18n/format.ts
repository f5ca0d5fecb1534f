/*
 * Intl formatting for the site's locales. Dates of content (news, policy) are formatted in UTC so
 * the prerendered HTML and the client agree whatever the visitor's time zone.
 */

export function formatNumber(value: number, tag: string, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(tag, { maximumFractionDigits }).format(value);
}

export function formatPercent(value: number, tag: string): string {
  return new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

export function formatMoney(amount: number, currency: string, tag: string): string {
  const code = (currency || 'cny').toUpperCase();
  try {
    return new Intl.NumberFormat(tag, { style: 'currency', currency: code }).format(amount);
  } catch {
    return `${formatNumber(amount, tag)} ${code}`;
  }
}

/** A calendar date (YYYY-MM-DD), e.g. "1 March 2026". */
export function formatDate(isoDate: string, tag: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A moment (ISO 8601) in the visitor's time zone, to the second. */
export function formatDateTime(iso: string, tag: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
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
