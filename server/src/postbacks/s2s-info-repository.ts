import { sql, type Kysely } from 'kysely';
import { S2S_INFO_FIELDS, type S2sInfo } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';
import type { MemberS2sInfoTable } from './postbacks-tables.js';

/** The column of each s2s field (SPEC.md section 3's names in the app's casing). */
const COLUMNS = {
  adAppToken: 'ad_app_token',
  gpsAdid: 'gps_adid',
  adid: 'adid',
  afAppId: 'af_app_id',
  appsflyerId: 'appsflyer_id',
  afAdvertisingId: 'af_advertising_id',
  afOaid: 'af_oaid',
  idfa: 'idfa',
  idfv: 'idfv',
  clickId: 'click_id',
} as const satisfies Record<keyof S2sInfo, keyof MemberS2sInfoTable>;

const FIELDS = [...S2S_INFO_FIELDS, 'clickId'] as const;

/** A member's kept ids: absent fields are undefined. */
export type StoredS2sInfo = S2sInfo;

/** member_s2s_info: the app's attribution ids per member; every query names the merchant. */
export class S2sInfoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Keeps what the app sent where the member had nothing yet: a kept field is never replaced
   * (one statement, so of parallel calls sending different ids only the first fills a field).
   * Answers false when nothing was sent.
   */
  async save(
    merchantCode: string,
    memberId: number,
    info: S2sInfo,
    at: Date,
    executor: Kysely<Database> = this.db,
  ): Promise<boolean> {
    const sent = FIELDS.filter((field) => info[field]);
    if (sent.length === 0) return false;
    const values = Object.fromEntries(sent.map((field) => [COLUMNS[field], info[field]!]));
    await executor
      .insertInto('member_s2s_info')
      .values({ merchant_code: merchantCode, member_id: memberId, updated_at: at, ...values })
      .onConflict((conflict) =>
        conflict.columns(['merchant_code', 'member_id']).doUpdateSet((update) => ({
          ...Object.fromEntries(
            sent.map((field) => [
              COLUMNS[field],
              sql`coalesce(${sql.ref(`member_s2s_info.${COLUMNS[field]}`)}, ${update.ref(`excluded.${COLUMNS[field]}`)})`,
            ]),
          ),
          updated_at: at,
        })),
      )
      .execute();
    return true;
  }

  async find(
    merchantCode: string,
    memberId: number,
    executor: Kysely<Database> = this.db,
  ): Promise<StoredS2sInfo | undefined> {
    const row = await executor
      .selectFrom('member_s2s_info')
      .select(Object.values(COLUMNS))
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (!row) return undefined;
    const info: StoredS2sInfo = {};
    for (const field of FIELDS) {
      const value = row[COLUMNS[field]];
      if (value) info[field] = value;
    }
    return info;
  }
}
