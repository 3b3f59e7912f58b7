// The demo area; only app.ts and main.ts reach it, through this file.
import type { StartExtension } from '../core/start-extension.js';
import { DEMO_ACCOUNT, seedDemo } from './seed.js';

export * from './demo-plugin.js';

/** The demo's part of the start: its data, and the demo account in the start-up message. */
export const demoStart: StartExtension = {
  seed: seedDemo,
  greeting: (merchants) =>
    merchants.some((m) => m.code === DEMO_ACCOUNT.merchant && m.demo)
      ? `  Demo account: ${DEMO_ACCOUNT.username} / ${DEMO_ACCOUNT.password}`
      : '',
};
