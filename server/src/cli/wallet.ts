import { runCommand } from './run-command.js';
import { runWalletCommand } from './wallet-command.js';

/** `npm run wallet -- approve|reject <withdrawal id>`; see wallet-command.ts. */
runCommand((args, { db, out, err }) => runWalletCommand(args, { db, out, err }));
