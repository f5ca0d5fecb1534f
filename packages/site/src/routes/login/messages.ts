import type { Locale } from '../../i18n/locale.ts';

/*
 * The automated log-in page's own words, in the four locales. They live in this route's chunk
 * rather than the site catalogues, which every page loads: the other pages do not carry them.
 */
const en = {
  title: 'Automatic log-in',
  pending: 'Logging you in…',
  used: 'This log-in link was already used',
  expired: 'This log-in link has expired',
  invalid: 'This log-in link is not valid',
  locked: 'This account is locked',
  error: 'We could not log you in',
  help: 'A log-in link works once, for a few minutes. Ask for a new one, or log in with your account and password. Nothing was changed.',
  password: 'Log in with a password',
};

export type LoginLinkMessages = typeof en;

export const LOGIN_LINK_MESSAGES: Record<Locale, LoginLinkMessages> = {
  en,
  'zh-tw': {
    title: '自動登入',
    pending: '正在為您登入…',
    used: '此登入連結已被使用',
    expired: '此登入連結已過期',
    invalid: '此登入連結無效',
    locked: '此帳號已被鎖定',
    error: '無法為您登入',
    help: '登入連結只能使用一次，且僅在幾分鐘內有效。請重新申請連結，或以帳號及密碼登入。您的帳號未有任何變更。',
    password: '以密碼登入',
  },
  'zh-cn': {
    title: '自动登录',
    pending: '正在为您登录…',
    used: '此登录链接已被使用',
    expired: '此登录链接已过期',
    invalid: '此登录链接无效',
    locked: '此账号已被锁定',
    error: '无法为您登录',
    help: '登录链接只能使用一次，且仅在几分钟内有效。请重新申请链接，或使用账号和密码登录。您的账号没有任何变更。',
    password: '使用密码登录',
  },
  'de-ch': {
    title: 'Automatische Anmeldung',
    pending: 'Sie werden angemeldet…',
    used: 'Dieser Anmeldelink wurde bereits verwendet',
    expired: 'Dieser Anmeldelink ist abgelaufen',
    invalid: 'Dieser Anmeldelink ist ungültig',
    locked: 'Dieses Konto ist gesperrt',
    error: 'Die Anmeldung ist fehlgeschlagen',
    help: 'Ein Anmeldelink funktioniert einmal und nur wenige Minuten lang. Fordern Sie einen neuen an oder melden Sie sich mit Konto und Passwort an. Es wurde nichts verändert.',
    password: 'Mit Passwort anmelden',
  },
};
