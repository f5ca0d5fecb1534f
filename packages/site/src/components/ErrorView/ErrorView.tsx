import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Meta } from '../../head/Meta.tsx';

export interface ErrorViewProps {
  statusCode: 404 | 500;
  /** The variant's heading: 'Page Not Found' or 'Internal Server Error' (SPEC.md section 8). */
  title: string;
  /** What went wrong, e.g. 'Page not found: /nowhere'. */
  message: string;
  description: string;
  /** What else the page offers (a rule page lists the languages the game has), above the home link. */
  children?: ReactNode;
}

/** The error page of SPEC.md section 2: status code, message and description. */
export function ErrorView({ statusCode, title, message, description, children }: ErrorViewProps) {
  const { t, href } = useI18n();
  return (
    <section className="error-view" aria-labelledby="error-view-title">
      <Meta title={title} description={message} noindex />
      {/* The big status code is part of the heading (an hgroup), not a paragraph styled as one. */}
      <hgroup>
        <p className="error-view__code">
          <span className="visually-hidden">{t('error.status', { code: statusCode })}</span>
          <span aria-hidden="true">{statusCode}</span>
        </p>
        <h1 id="error-view-title">{title}</h1>
      </hgroup>
      <p className="error-view__message">{message}</p>
      <p className="error-view__description">{description}</p>
      {children}
      <Link to={href('/')} className="button">
        {t('error.home')}
      </Link>
    </section>
  );
}

/** The 404 variant for `path`. */
export function NotFoundView({ path, children }: { path: string; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <ErrorView
      statusCode={404}
      title={t('error.notFound.title')}
      message={t('error.notFound.message', { path })}
      description={t('error.notFound.description')}
    >
      {children}
    </ErrorView>
  );
}

/** The generic 500 variant. */
export function ServerErrorView() {
  const { t } = useI18n();
  return (
    <ErrorView
      statusCode={500}
      title={t('error.server.title')}
      message={t('error.server.message')}
      description={t('error.server.description')}
    />
  );
}
