import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { NotFoundView, ServerErrorView } from '../components/ErrorView/ErrorView.tsx';
import { decodePath } from './paths.ts';

/** Shown in the layout when a page throws while loading or rendering: 404 or 500. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView path={decodePath(pathname)} />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ServerErrorView />;
}

/**
 * The last resort, when even the layout cannot render (its messages failed to load): plain
 * English, no layout.
 */
export function RootError() {
  return (
    <main id="main" className="error-view">
      <hgroup>
        <p className="error-view__code">500</p>
        <h1>Internal Server Error</h1>
      </hgroup>
      <p className="error-view__message">Something went wrong while showing this page.</p>
      <p className="error-view__description">Please try again in a moment. If it keeps happening, contact us.</p>
      <a className="button" href="/">
        Back to the home page
      </a>
    </main>
  );
}
