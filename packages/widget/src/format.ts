import { INTL_LOCALES, resolveLocale } from './i18n';

/**
 * "CN¥1,234.50" in en, "¥1,234.50" in zh-CN. `trimZeros` drops ".00" from whole amounts (the
 * deposit choices). A currency Intl does not know falls back to "1234.5 XYZ" instead of throwing.
 */
export function formatMoney(amount: number, currency: string, language: string, trimZeros = false): string {
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat(INTL_LOCALES[resolveLocale(language)], {
      style: 'currency',
      currency: code,
      ...(trimZeros && Number.isInteger(amount) ? { minimumFractionDigits: 0 } : {}),
    }).format(amount);
  } catch {
    return `${amount} ${code}`;
  }
}
