import { runPromoCommand } from './promo-command.js';
import { runCommand } from './run-command.js';

/** `npm run promo -- …`; see promo-command.ts. */
runCommand((args, { db, config, out, err }) =>
  runPromoCommand(args, {
    db,
    defaultMerchant: config.defaultMerchant,
    merchantsDir: config.merchantsDir,
    now: () => new Date(),
    out,
    err,
  }),
);
