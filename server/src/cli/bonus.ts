import { runBonusCommand } from './bonus-command.js';
import { runCommand } from './run-command.js';

/** `npm run bonus -- …`; see bonus-command.ts. */
runCommand((args, { db, config, out, err }) =>
  runBonusCommand(args, { db, defaultMerchant: config.defaultMerchant, out, err }),
);
