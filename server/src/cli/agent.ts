import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { MemberRepository } from '../db/member-repository.js';
import { migrate } from '../db/migrate.js';

const USAGE = 'Usage: npm run agent -- approve <username> [--merchant <code>]';

/** Operator command: approves a pending agent application (the member becomes type 1). */
async function main(args: string[]): Promise<number> {
  const [command, username] = args;
  const merchantFlag = args.indexOf('--merchant');
  const config = loadConfig();
  const merchant = merchantFlag >= 0 ? args[merchantFlag + 1] : config.defaultMerchant;
  if (command !== 'approve' || !username || !merchant) {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    const approved = await new MemberRepository(database.db).approveAgent(merchant, username);
    if (!approved) {
      console.error(`No pending agent application for "${username}" on merchant ${merchant}.`);
      return 1;
    }
    console.log(`Approved: ${username} on ${merchant} is now an agent (member type 1).`);
    return 0;
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
