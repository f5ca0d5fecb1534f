import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorView } from '../../components/ErrorView/ErrorView.tsx';

/** Shown when a route throws while loading or rendering. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorView
        statusCode={404}
        title="Page Not Found"
        message={`Page not found: ${pathname}`}
        description="The page you are looking for does not exist or has moved."
      />
    );
  }
  return (
    <ErrorView
      statusCode={500}
      title="Internal Server Error"
      message="Something went wrong while showing this page."
      description="Please try again in a moment. If it keeps happening, contact us."
    />
  );
}
