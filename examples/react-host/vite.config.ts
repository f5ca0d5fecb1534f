import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite + React app. `@ky-wallet/widget/react` resolves to the package's bundler build
// (packages/widget/dist, through the workspace link), with this app's React.
export default defineConfig({
  plugins: [react()],
  // Its own pre-bundle cache, apart from other Vite apps in the repository.
  cacheDir: '../../node_modules/.vite/react-host',
  server: { host: '127.0.0.1', strictPort: true },
});
