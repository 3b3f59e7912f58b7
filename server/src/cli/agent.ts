import { AGENT_USAGE, parseAgentArgs, runAgentCommand } from './agent-command.js';
import { runCommand } from './run-command.js';

/** `npm run agent -- approve <username> [--merchant <code>]`; see agent-command.ts. */
runCommand(
  (args, { db, config, out, err }) =>
    runAgentCommand(args, { db, defaultMerchant: config.defaultMerchant, out, err }),
  (args, config) => (parseAgentArgs(args, config.defaultMerchant) ? null : AGENT_USAGE),
);
