// The demo area; only app.ts and main.ts reach it, through this file.
import type { StartExtension } from '../core/start-extension.js';
import { DEMO_ACCOUNT, seedDemo } from './seed.js';
import { DEMO_OPERATORS } from './seed-operators.js';

export * from './demo-plugin.js';
export { DEMO_OPERATORS };

/** The demo's part of the start: its data, and the demo account in the start-up message. */
export const demoStart: StartExtension = {
  seed: seedDemo,
  greeting: (merchants) =>
    merchants.some((m) => m.code === DEMO_ACCOUNT.merchant && m.demo)
      ? [
          `  Demo account: ${DEMO_ACCOUNT.username} / ${DEMO_ACCOUNT.password}`,
          `  Demo console operators (/ops/, every demo merchant): ${Object.values(DEMO_OPERATORS.usernames).join(', ')} / ${DEMO_OPERATORS.password}`,
          `    authenticator key ${DEMO_OPERATORS.totpSecret} (add it to any authenticator app; each code works once per operator)`,
        ].join('\n')
      : '',
};
