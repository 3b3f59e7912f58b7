import { runCommand } from './run-command.js';
import { runVipCommand } from './vip-command.js';

/** `npm run vip -- …`; see vip-command.ts. */
runCommand((args, { db, config, out, err }) =>
  runVipCommand(args, { db, defaultMerchant: config.defaultMerchant, out, err }),
);
