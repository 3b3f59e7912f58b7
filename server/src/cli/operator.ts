import { OPERATOR_USAGE, parseOperatorArgs, runOperatorCommand } from './operator-command.js';
import { runCommand } from './run-command.js';

/** A password piped on standard input (`echo -n … | npm run -s operator -- add …`), if any. */
async function passwordFromStdin(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
  return text === '' ? undefined : text;
}

/** `npm run operator -- add|list|disable|reset-2fa …`; see operator-command.ts. */
runCommand(
  async (args, { db, out, err }) =>
    runOperatorCommand(args, {
      db,
      password: args[0] === 'add' ? await passwordFromStdin() : undefined,
      out,
      err,
    }),
  (args) => (parseOperatorArgs(args) ? null : OPERATOR_USAGE),
);
