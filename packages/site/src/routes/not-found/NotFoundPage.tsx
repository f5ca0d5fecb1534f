import { useLocation } from 'react-router';
import { ErrorView } from '../../components/ErrorView/ErrorView.tsx';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <ErrorView
      statusCode={404}
      title="Page Not Found"
      message={`Page not found: ${pathname}`}
      description="The page you are looking for does not exist or has moved."
    />
  );
}
