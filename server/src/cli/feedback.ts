import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { FEEDBACK_USAGE, parseFeedbackArgs, runFeedbackCommand } from './feedback-command.js';

/** `npm run feedback -- list [--merchant <code>] [--limit <n>]`; see feedback-command.ts. */
async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  if (!parseFeedbackArgs(args, config.defaultMerchant)) {
    console.error(FEEDBACK_USAGE);
    return 2;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    return await runFeedbackCommand(args, {
      db: database.db,
      defaultMerchant: config.defaultMerchant,
      out: (text) => console.log(text),
      err: (text) => console.error(text),
    });
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
