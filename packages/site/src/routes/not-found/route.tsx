import { useLocation } from 'react-router';
import { decodePath } from '../../app/paths.ts';
import { NotFoundView } from '../../components/ErrorView/ErrorView.tsx';

/** Any path no route knows: the 404 page with 'Page not found: {path}'. */
export function Component() {
  const { pathname } = useLocation();
  return <NotFoundView path={decodePath(pathname)} />;
}
