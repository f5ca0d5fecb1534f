import { INTL_LOCALES, type Locale } from './i18n';

/**
 * "CN¥1,234.50" in en, "¥1,234.50" in zh-CN, "CN¥ 1’234.50" in de-CH. `trimZeros` drops ".00"
 * from whole amounts (the deposit choices). A currency Intl does not know falls back to
 * "1234.5 XYZ" instead of throwing.
 */
export function formatMoney(amount: number, currency: string, locale: Locale, trimZeros = false): string {
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat(INTL_LOCALES[locale], {
      style: 'currency',
      currency: code,
      ...(trimZeros && Number.isInteger(amount) ? { minimumFractionDigits: 0 } : {}),
    }).format(amount);
  } catch {
    return `${amount} ${code}`;
  }
}
