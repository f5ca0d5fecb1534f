import type { RuleLang } from '../content/types.ts';
import { LOCALE_NAME } from '../i18n/locale.ts';

/** Rule languages by their own names (as a language menu shows them, untranslated): the locales'. */
export const RULE_LANG_NAME: Record<RuleLang, string> = {
  en: LOCALE_NAME.en,
  'zh-cn': LOCALE_NAME['zh-cn'],
  'zh-tw': LOCALE_NAME['zh-tw'],
};

/** The `lang` attribute of a rule document. */
export const RULE_LANG_TAG: Record<RuleLang, string> = {
  en: 'en',
  'zh-cn': 'zh-CN',
  'zh-tw': 'zh-TW',
};
