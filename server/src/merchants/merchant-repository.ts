import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type { MerchantConfig } from '../core/merchant-config.js';

/** Reads and writes merchants and their hosts. */
export class MerchantRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores each merchant's configuration and replaces its hosts, all or nothing. */
  async saveAll(merchants: readonly MerchantConfig[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const merchant of merchants) {
        await trx
          .insertInto('merchants')
          .values({
            code: merchant.code,
            name: merchant.name,
            config: JSON.stringify(merchant),
            updated_at: new Date(),
          })
          .onConflict((oc) =>
            oc.column('code').doUpdateSet({
              name: merchant.name,
              config: JSON.stringify(merchant),
              updated_at: new Date(),
            }),
          )
          .execute();
        await trx.deleteFrom('merchant_hosts').where('merchant_code', '=', merchant.code).execute();
        if (merchant.hosts.length > 0) {
          await trx
            .insertInto('merchant_hosts')
            .values(merchant.hosts.map((host) => ({ host, merchant_code: merchant.code })))
            .execute();
        }
      }
    });
  }

  /** Every merchant's code, in order. */
  async codes(): Promise<string[]> {
    const rows = await this.db.selectFrom('merchants').select('code').orderBy('code').execute();
    return rows.map((row) => row.code);
  }

  async findByCode(code: string): Promise<MerchantConfig | undefined> {
    const row = await this.db
      .selectFrom('merchants')
      .select('config')
      .where('code', '=', code)
      .executeTakeFirst();
    return row ? (row.config as MerchantConfig) : undefined;
  }

  async findByHost(host: string): Promise<MerchantConfig | undefined> {
    const row = await this.db
      .selectFrom('merchant_hosts')
      .innerJoin('merchants', 'merchants.code', 'merchant_hosts.merchant_code')
      .select('merchants.config')
      .where('merchant_hosts.host', '=', host)
      .executeTakeFirst();
    return row ? (row.config as MerchantConfig) : undefined;
  }
}
