import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';

/** What a member did on the ledger since a moment (or ever): the facts VIP conditions count. */
export interface MemberActivity {
  /** Paid deposits, minor units. */
  deposited: number;
  /** Stakes of bets (cash and bonus legs) less rolled-back stakes, minor units, never below 0. */
  wagered: number;
  /** Distinct UTC days with a deposit or a bet. */
  daysActive: number;
}

/** One member's net cash loss over a period: stakes less wins and refunds (minor units). */
export interface NetLoss {
  memberId: number;
  netLoss: number;
}

const toNumber = (value: string | number | bigint | null) => Number(value ?? 0);

/**
 * Reads the ledger's sums for the VIP conditions and for cashback; every query names the
 * merchant. Bets are negative entries, wins and rollbacks positive (vendor-wallet.ts).
 */
export class ActivityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A member's deposits, wagering and active days from `since` (null: the whole ledger). */
  async memberActivity(
    merchantCode: string,
    memberId: number,
    since: Date | null,
  ): Promise<MemberActivity> {
    const row = await this.db
      .selectFrom('wallet_entries')
      .select([
        sql<string>`COALESCE(SUM(amount) FILTER (WHERE kind = 'deposit'), 0)`.as('deposited'),
        sql<string>`COALESCE(-SUM(amount) FILTER (WHERE kind IN ('bet', 'rollback')), 0)`.as(
          'wagered',
        ),
        sql<string>`COUNT(DISTINCT (created_at AT TIME ZONE 'UTC')::date)
          FILTER (WHERE kind IN ('deposit', 'bet'))`.as('days_active'),
      ])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .$if(since !== null, (query) => query.where('created_at', '>=', since!))
      .executeTakeFirstOrThrow();
    return {
      deposited: toNumber(row.deposited),
      wagered: Math.max(0, toNumber(row.wagered)),
      daysActive: toNumber(row.days_active),
    };
  }

  /** Members with a ledger entry from `since` on (null: ever), by id. */
  async activeMemberIds(merchantCode: string, since: Date | null): Promise<number[]> {
    const rows = await this.db
      .selectFrom('wallet_entries')
      .select('member_id')
      .distinct()
      .where('merchant_code', '=', merchantCode)
      .$if(since !== null, (query) => query.where('created_at', '>=', since!))
      .orderBy('member_id')
      .execute();
    return rows.map((row) => row.member_id);
  }

  /**
   * Members who lost cash over [from, to): their net loss of the cash account (bonus money lost
   * is not the member's money and earns no cashback), by member id.
   */
  async netLosses(merchantCode: string, from: Date, to: Date): Promise<NetLoss[]> {
    const rows = await this.db
      .selectFrom('wallet_entries')
      .select(['member_id', sql<string>`-SUM(amount)`.as('net_loss')])
      .where('merchant_code', '=', merchantCode)
      .where('account', '=', 'cash')
      .where('kind', 'in', ['bet', 'win', 'rollback'])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy('member_id')
      .having(sql<boolean>`SUM(amount) < 0`)
      .orderBy('member_id')
      .execute();
    return rows.map((row) => ({ memberId: row.member_id, netLoss: toNumber(row.net_loss) }));
  }
}
