import { createBrowserRouter } from 'react-router';
import { Layout } from './Layout.tsx';
import { RouteError } from '../routes/error/RouteError.tsx';

/** Every page is its own lazy chunk; the layout (header with the wallet) is in the entry. */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('../routes/home/route.ts') },
          { path: '*', lazy: () => import('../routes/not-found/route.ts') },
        ],
      },
    ],
  },
]);
