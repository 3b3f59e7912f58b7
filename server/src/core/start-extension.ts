import type { DatabaseHandle } from './db/database.js';
import type { MerchantConfig } from './merchant-config.js';

/** How the server starts: production seeds and prints no published login. */
export interface StartMode {
  production: boolean;
}

/** What an optional part (the demo) adds to the start in main.ts, besides its area plugin. */
export interface StartExtension {
  /** Stores its data once the merchants are stored, before their promotion files are imported. */
  seed(
    database: DatabaseHandle,
    merchants: readonly MerchantConfig[],
    now: Date,
    mode: StartMode,
  ): Promise<void>;
  /** A line for the start-up message, or '' for none; never a secret in production. */
  greeting(merchants: readonly MerchantConfig[], mode: StartMode): string;
}
