import type { CommandContext } from './run-command.js';

/** One report of `npm run report -- <name> …`: its usage line and what prints it. */
export interface ReportKind {
  name: string;
  /** The arguments after the name, for the usage text: `--merchant <code> [--days <n>]`. */
  usage: string;
  run(args: string[], context: CommandContext): Promise<number>;
}
