import { parsePushArgs, PUSH_USAGE, runPushCommand } from './push-command.js';
import { runCommand } from './run-command.js';

/** `npm run push -- --merchant demo --topic ALL --title … --body … --url …`; see push-command.ts. */
runCommand(
  (args, { db, config, out, err }) =>
    runPushCommand(args, {
      db,
      defaultMerchant: config.defaultMerchant,
      pushServiceUrl: config.outbound.pushServiceUrl,
      out,
      err,
    }),
  (args, config) => (parsePushArgs(args, config.defaultMerchant) ? null : PUSH_USAGE),
);
