/** The locale prefixes the site uses (none for English): /admin, /zh-tw/admin, … */
export const LOCALE_PREFIXES = ['', '/zh-tw', '/zh-cn', '/de-ch'] as const;
