/** The wallet server the examples name; `npm run examples` starts it there. */
export declare const DEFAULT_WALLET_URL: string;

export interface ServeOptions {
  /** 0 (the default): any free port. */
  port?: number;
  /** Serve the pages pointed at this wallet server instead of DEFAULT_WALLET_URL; a function is read per request. */
  walletUrl?: string | (() => string);
  /** Headers added to every answer (e.g. a Content-Security-Policy). */
  headers?: Record<string, string>;
}

export declare function serveStatic(root: string, options?: ServeOptions): Promise<{ url: string; stop: () => Promise<void> }>;
