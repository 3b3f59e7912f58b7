import { loadConfig, type Config } from '../core/config/config.js';
import { openDatabase, type DatabaseHandle } from '../core/db/database.js';
import { migrate } from '../core/db/migrate.js';

/** What every operator command is handed: the migrated database, the config, and its output. */
export interface CommandContext {
  db: DatabaseHandle['db'];
  config: Config;
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * Runs an operator command (`npm run agent|promo|vip|wallet|feedback -- …`) on the configured
 * database and exits with its code: 0 done, 1 refused, 2 a usage mistake. `usage` answers the
 * usage text when the arguments are wrong, before any database is opened.
 */
export function runCommand(
  command: (args: string[], context: CommandContext) => Promise<number>,
  usage?: (args: string[], config: Config) => string | null,
): void {
  const main = async (args: string[]): Promise<number> => {
    const config = loadConfig();
    const mistake = usage?.(args, config);
    if (mistake) {
      console.error(mistake);
      return 2;
    }
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    });
    try {
      await migrate(database.db);
      return await command(args, {
        db: database.db,
        config,
        out: (line) => console.log(line),
        err: (line) => console.error(line),
      });
    } finally {
      await database.close();
    }
  };
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
