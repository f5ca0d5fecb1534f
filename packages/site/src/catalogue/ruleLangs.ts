import type { RuleLang } from '../content/types.ts';

/** Rule languages by their own names (as a language menu shows them, untranslated). */
export const RULE_LANG_NAME: Record<RuleLang, string> = {
  en: 'English',
  'zh-cn': '简体中文',
  'zh-tw': '繁體中文',
};

/** The `lang` attribute of a rule document. */
export const RULE_LANG_TAG: Record<RuleLang, string> = {
  en: 'en',
  'zh-cn': 'zh-CN',
  'zh-tw': 'zh-TW',
};
