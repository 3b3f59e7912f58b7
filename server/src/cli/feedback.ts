import { FEEDBACK_USAGE, parseFeedbackArgs, runFeedbackCommand } from './feedback-command.js';
import { runCommand } from './run-command.js';

/** `npm run feedback -- list [--merchant <code>] [--limit <n>]`; see feedback-command.ts. */
runCommand(
  (args, { db, config, out, err }) =>
    runFeedbackCommand(args, { db, defaultMerchant: config.defaultMerchant, out, err }),
  (args, config) => (parseFeedbackArgs(args, config.defaultMerchant) ? null : FEEDBACK_USAGE),
);
