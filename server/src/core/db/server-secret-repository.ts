import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Secrets the server keeps for itself, by name. */
export class ServerSecretRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The stored secret of that name; when there is none yet, stores the candidate first. Instances
   * racing on first start all read back the one that won.
   */
  async getOrCreate(name: string, candidate: string): Promise<string> {
    await this.db
      .insertInto('server_secrets')
      .values({ name, value: candidate })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.value;
  }
}
