import { useI18n } from '../../i18n/i18n.tsx';
import { AdminApiError } from '../../api.ts';

/** A failure as a translated sentence: the server's error code when we know it. */
export function useErrorText(): (error: unknown) => string {
  const { t, has } = useI18n();
  return (error) => {
    if (error instanceof AdminApiError) {
      if (error.code === 'network_error') return t('error.network');
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
