import { REPORT_KINDS } from './report-kinds.js';
import { runCommand } from './run-command.js';

const usageText = () =>
  [
    'usage:',
    ...REPORT_KINDS.map((kind) => `       npm run report -- ${kind.name} ${kind.usage}`),
  ].join('\n');

/** `npm run report -- <name> …`: the report of that name (report-kinds.ts). */
runCommand(
  (args, context) => {
    const kind = REPORT_KINDS.find((candidate) => candidate.name === args[0]);
    if (!kind) throw new Error(usageText());
    return kind.run(args.slice(1), context);
  },
  (args) => (REPORT_KINDS.some((kind) => kind.name === args[0]) ? null : usageText()),
);
