import { currencyExponent, DEFAULT_CURRENCY } from '@ky-wallet/protocol';
import { INTL_LOCALES, isLocale } from './i18n/core';

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * `new Intl.NumberFormat(tag, options)`, made once per tag and options: making one loads the
 * locale's data and takes milliseconds on a slow phone, which a page of 30 game cards (a
 * percentage each) or a table of amounts would otherwise pay on every row.
 */
export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(tag, options)));
  return format;
}

export interface MoneyOptions {
  /** Marks gains and losses: "+CN¥9.80", "-CN¥10.00", "CN¥0.00". */
  signed?: boolean;
  /** Drops ".00" from whole amounts (the deposit choices): "CN¥500". */
  trimZeros?: boolean;
}

/**
 * Money in a locale, the one formatter of the widget, the site and the back office:
 * "CN¥1,234.50" (en), "¥1,234.50" (zh-CN), "CN¥ 1'234.50" (de-CH), with the currency's own
 * decimals as the wallet counts them (Intl alone would round IDR to whole rupiah). `locale` is
 * one of the product's locales or any BCP 47 tag; an empty currency is the wallet's default one.
 * A currency Intl does not know falls back to "1,234.5 XYZ" instead of throwing.
 */
export function formatMoney(amount: number, currency: string, locale: string, { signed = false, trimZeros = false }: MoneyOptions = {}): string {
  const code = (currency || DEFAULT_CURRENCY).toUpperCase();
  const tag = isLocale(locale) ? INTL_LOCALES[locale] : locale;
  const digits = currencyExponent(code.toLowerCase());
  try {
    return numberFormat(tag, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: trimZeros && Number.isInteger(amount) ? 0 : digits,
      maximumFractionDigits: digits,
      ...(signed ? { signDisplay: 'exceptZero' } : {}),
    }).format(amount);
  } catch {
    const number = numberFormat(tag, { maximumFractionDigits: digits }).format(amount);
    return `${signed && amount > 0 ? '+' : ''}${number} ${code}`;
  }
}
