import type { Catalogue } from './en';

/**
 * Swiss Standard German: "ss" where Germany writes "ß" (Schliessen, gross), "Portemonnaie" for
 * the wallet, formal "Sie". Numbers and currencies come from Intl's de-CH (1’234.50).
 */
export const deCH = {
  login_success: 'Anmeldung erfolgreich!',
  login_failed: 'Anmeldung fehlgeschlagen!',
  login_first: 'Für ein besseres Erlebnis melden Sie sich bitte zuerst an',
  deposit_success: 'Einzahlung erfolgreich!',

  invalid_request: 'Die Anfrage konnte nicht verarbeitet werden. Bitte versuchen Sie es erneut.',
  invalid_amount: 'Bitte geben Sie einen gültigen Betrag ein.',
  amount_too_small: 'Der Betrag liegt unter der Mindesteinzahlung.',
  amount_too_large: 'Der Betrag liegt über der Höchsteinzahlung.',
  unsupported_currency: 'Diese Währung wird nicht unterstützt.',
  currency_mismatch: 'Diese Währung passt nicht zu Ihrem Portemonnaie.',
  unauthorized: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  forbidden: 'Dazu sind Sie nicht berechtigt.',
  account_locked: 'Ihr Konto ist gesperrt. Bitte wenden Sie sich an den Kundendienst.',
  login_link_invalid: 'Dieser Anmeldelink ist ungültig. Bitte fordern Sie einen neuen an.',
  login_link_expired: 'Dieser Anmeldelink ist abgelaufen. Bitte fordern Sie einen neuen an.',
  login_link_used: 'Dieser Anmeldelink wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
  too_many_attempts: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  idempotency_conflict: 'Diese Einzahlung steht im Konflikt mit einer früheren. Bitte starten Sie eine neue Einzahlung.',
  idempotency_in_flight: 'Ihre Einzahlung wird noch verarbeitet. Bitte warten Sie einen Moment.',
  validation_failed: 'Einige Felder sind ungültig.',
  not_found: 'Der Portemonnaie-Dienst wurde nicht gefunden.',
  unknown_game: 'Dieses Spiel kann hier noch nicht gestartet werden.',
  payload_too_large: 'Die Anfrage ist zu gross.',
  server_busy: 'Der Portemonnaie-Dienst ist ausgelastet. Bitte versuchen Sie es in Kürze erneut.',
  internal_error: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  network_error: 'Netzwerkfehler. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',

  wallet: 'Portemonnaie',
  balance: 'Guthaben',
  log_in: 'Anmelden',
  log_out: 'Abmelden',
  deposit: 'Einzahlen',

  login_title: 'Anmelden',
  account: 'Konto',
  password: 'Passwort',
  logging_in: 'Anmeldung läuft…',
  cancel: 'Abbrechen',
  close: 'Schliessen',
  alert_title: 'Hinweis',
  deposit_title: 'Einzahlung',
  choose_amount: 'Betrag wählen',
  custom_amount: 'Anderer Betrag',
  confirm_deposit: 'Einzahlung bestätigen',
  depositing: 'Einzahlung läuft…',
  amount_required: 'Geben Sie einen Betrag ein.',
  amount_invalid: 'Geben Sie den Betrag als Zahl ein, zum Beispiel 100.',
  amount_positive: 'Geben Sie einen Betrag grösser als 0 ein.',
  amount_decimals: 'Verwenden Sie höchstens {decimals} Nachkommastellen.',
  amount_whole: 'Geben Sie eine ganze Zahl ein.',

  age_title: 'Altersbestätigung',
  age_message: 'Bitte bestätigen Sie, dass Sie das gesetzliche Mindestalter erreicht haben, um fortzufahren',
  age_confirm: 'Ja, ich bin über 18',
  age_exit: 'Nein, zurück',
} satisfies Catalogue;
