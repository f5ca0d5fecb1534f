import { useI18n } from '../../i18n/i18n.tsx';
import { AdminApiError } from '../../api.ts';

/**
 * The protocol's reasons for refusing a field (`invalid memo: no control or …`), in the form's own
 * words: the server's are English.
 */
type ReasonKey = 'form.hiddenCharacters' | 'form.email' | 'form.pattern.accountName' | 'form.pattern.alliance' | 'form.mixedScripts' | 'form.linkUnknown';
const FIELD_REASONS: readonly (readonly [RegExp, ReasonKey])[] = [
  [/no control or invisible formatting characters/, 'form.hiddenCharacters'],
  [/Invalid email/i, 'form.email'],
  [/letters, digits and _ \. @ - only/, 'form.pattern.accountName'],
  [/letters, digits and _ \. - only/, 'form.pattern.alliance'],
  [/letters of one script/, 'form.mixedScripts'],
  // An account's operator or account manager that is not one the staff member may pick.
  [/^\w+ must name an existing/, 'form.linkUnknown'],
];

/**
 * Fields a write does not take (the protocol's notFieldsMessage): this page sent what the server
 * no longer takes, so it is older than the server.
 */
const NOT_FIELDS = /^invalid (.+): (?:is not a field|are not fields) of this call$/;

/** A failure as a translated sentence: the server's error code when we know it. */
export function useErrorText(): (error: unknown) => string {
  const { t, has } = useI18n();
  return (error) => {
    if (error instanceof AdminApiError) {
      if (error.code === 'network_error') return t('error.network');
      const notFields = error.code === 'invalid_request' ? NOT_FIELDS.exec(error.message) : null;
      if (notFields?.[1]) return t('form.notFields', { fields: notFields[1] });
      const reason = error.code === 'invalid_request' ? FIELD_REASONS.find(([pattern]) => pattern.test(error.message)) : undefined;
      if (reason) return t(reason[1]);
      const key = `error.${error.code}` as const;
      if (has(key)) return t(key, { detail: error.message });
    }
    return t('error.generic');
  };
}

/** An error announced to screen readers as it appears. */
export function ErrorText({ error }: { error: unknown }) {
  const text = useErrorText();
  if (error === null || error === undefined) return null;
  return (
    <p className="bo-error" role="alert">
      {text(error)}
    </p>
  );
}
