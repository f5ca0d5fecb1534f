/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the wallet server runs; `npm run examples` starts it on http://127.0.0.1:8787. */
  readonly VITE_KY_API_BASE?: string;
}
