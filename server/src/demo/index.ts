// The demo area; only app.ts and main.ts reach it, through this file.
import type { StartExtension } from '../core/start-extension.js';
import { DEMO_ACCOUNT, seedDemo } from './seed.js';
import { DEMO_OPERATORS, demoOperatorRoles } from './seed-operators.js';

export * from './demo-plugin.js';
export { DEMO_OPERATORS, demoOperatorRoles };

/**
 * The demo's part of the start: its data, and the demo account in the start-up message. In
 * production neither is seeded nor printed: the message names the demo merchants only.
 */
export const demoStart: StartExtension = {
  seed: seedDemo,
  greeting: (merchants, mode) => {
    const demos = merchants.filter((m) => m.demo);
    if (mode.production) {
      return demos.length > 0
        ? `  Demo merchants served in production (ALLOW_DEMO_MERCHANTS_IN_PRODUCTION): ${demos.map((m) => m.code).join(', ')}; no demo account or operator is seeded (add operators with npm run operator)`
        : '';
    }
    return demos.some((m) => m.code === DEMO_ACCOUNT.merchant)
      ? [
          `  Demo account: ${DEMO_ACCOUNT.username} / ${DEMO_ACCOUNT.password}`,
          `  Demo console operators (/ops/, every demo merchant): ${demoOperatorRoles()
            .map(([username]) => username)
            .join(', ')} / ${DEMO_OPERATORS.password}`,
          `    authenticator key ${DEMO_OPERATORS.totpSecret} (add it to any authenticator app; each code works once per operator)`,
        ].join('\n')
      : '';
  },
};
