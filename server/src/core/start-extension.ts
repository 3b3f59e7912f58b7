import type { DatabaseHandle } from './db/database.js';
import type { MerchantConfig } from './merchant-config.js';

/** What an optional part (the demo) adds to the start in main.ts, besides its area plugin. */
export interface StartExtension {
  /** Stores its data once the merchants are stored, before their promotion files are imported. */
  seed(database: DatabaseHandle, merchants: readonly MerchantConfig[], now: Date): Promise<void>;
  /** A line for the start-up message, or '' for none. */
  greeting(merchants: readonly MerchantConfig[]): string;
}
