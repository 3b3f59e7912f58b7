import { text } from 'node:stream/consumers';
import { hashPassword } from '../accounts/index.js';

/**
 * `echo -n '<password>' | npm run -s operator-hash -- <name>` prints the line to put in the
 * environment as OPERATOR_<CODE>. The password comes on standard input, never as an argument, so
 * it stays out of shell history and process lists.
 */
async function main(args: string[]): Promise<number> {
  const name = args[0] ?? '';
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(name)) {
    console.error("usage: echo -n '<password>' | npm run -s operator-hash -- <operator name>");
    return 2;
  }
  const password = (await text(process.stdin)).replace(/\r?\n$/, '');
  if (password.length < 12) {
    console.error('the operator password must have at least 12 characters');
    return 2;
  }
  console.log(`${name}:${await hashPassword(password)}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
