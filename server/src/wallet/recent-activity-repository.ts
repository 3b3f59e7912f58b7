import { sql, type Kysely } from 'kysely';
import type { WalletAccount, WithdrawalStatusName } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';

/** What a member did lately, for the operator deciding one of their withdrawals. */
export interface RecentActivity {
  member: { id: number; userName: string; registeredAt: Date };
  balances: { cash: number; bonus: number };
  totals: { deposited: number; withdrawn: number; staked: number; won: number };
  deposits: { amount: number; method: string; status: string; createdAt: Date }[];
  withdrawals: { id: string; amount: number; status: WithdrawalStatusName; createdAt: Date }[];
  plays: {
    kind: 'bet' | 'win' | 'rollback';
    account: WalletAccount;
    amount: number;
    createdAt: Date;
  }[];
  bonuses: {
    kind: string;
    promotionId: string | null;
    granted: number;
    state: string;
    grantedAt: Date;
  }[];
}

const toNumber = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/**
 * The member's latest deposits, withdrawals, plays and bonuses and their sums since a moment,
 * read in one snapshot (a repeatable-read transaction) so the panel's parts agree; every query
 * names the merchant and the member.
 */
export class RecentActivityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async read(
    merchantCode: string,
    memberId: number,
    since: Date,
    items: number,
  ): Promise<RecentActivity | undefined> {
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const member = await trx
          .selectFrom('members')
          .select(['id', 'username', 'created_at'])
          .where('merchant_code', '=', merchantCode)
          .where('id', '=', memberId)
          .executeTakeFirst();
        if (!member) return undefined;
        const wallet = await trx
          .selectFrom('wallets')
          .select(['balance', 'bonus_balance'])
          .where('merchant_code', '=', merchantCode)
          .where('member_id', '=', memberId)
          .executeTakeFirst();
        const sums = await trx
          .selectFrom('wallet_entries')
          .select([
            sql<string>`COALESCE(SUM(amount) FILTER (WHERE kind = 'deposit'), 0)`.as('deposited'),
            sql<string>`COALESCE(-SUM(amount) FILTER (WHERE kind IN ('bet', 'rollback') AND account = 'cash'), 0)`.as(
              'staked',
            ),
            sql<string>`COALESCE(SUM(amount) FILTER (WHERE kind = 'win' AND account = 'cash'), 0)`.as(
              'won',
            ),
          ])
          .where('merchant_code', '=', merchantCode)
          .where('member_id', '=', memberId)
          .where('created_at', '>=', since)
          .executeTakeFirstOrThrow();
        const withdrawn = await trx
          .selectFrom('withdrawals')
          .select(sql<string>`COALESCE(SUM(amount), 0)`.as('withdrawn'))
          .where('merchant_code', '=', merchantCode)
          .where('member_id', '=', memberId)
          .where('status', '=', 'approved')
          .where('decided_at', '>=', since)
          .executeTakeFirstOrThrow();
        const deposits = await trx
          .selectFrom('deposits')
          .select(['amount', 'method', 'status', 'created_at'])
          .where('merchant_code', '=', merchantCode)
          .where('member_id', '=', memberId)
          .orderBy('created_at', 'desc')
          .limit(items)
          .execute();
        const withdrawals = await trx
          .selectFrom('withdrawals')
          .select(['id', 'amount', 'status', 'created_at'])
          .where('merchant_code', '=', merchantCode)
          .where('member_id', '=', memberId)
          .orderBy('created_at', 'desc')
          .limit(items)
          .execute();
        const plays = await trx
          .selectFrom('wallet_entries')
          .select(['kind', 'account', 'amount', 'created_at'])
          .where('merchant_code', '=', merchantCode)
          .where('member_id', '=', memberId)
          .where('kind', 'in', ['bet', 'win', 'rollback'])
          .orderBy('id', 'desc')
          .limit(items)
          .execute();
        const bonuses = await trx
          .selectFrom('bonuses')
          .select(['kind', 'promotion_id', 'granted', 'state', 'granted_at'])
          .where('merchant_code', '=', merchantCode)
          .where('member_id', '=', memberId)
          .orderBy('granted_at', 'desc')
          .limit(items)
          .execute();
        return {
          member: { id: member.id, userName: member.username, registeredAt: member.created_at },
          balances: { cash: toNumber(wallet?.balance), bonus: toNumber(wallet?.bonus_balance) },
          totals: {
            deposited: toNumber(sums.deposited),
            withdrawn: toNumber(withdrawn.withdrawn),
            staked: Math.max(0, toNumber(sums.staked)),
            won: toNumber(sums.won),
          },
          deposits: deposits.map((row) => ({
            amount: toNumber(row.amount),
            method: row.method,
            status: row.status,
            createdAt: row.created_at,
          })),
          withdrawals: withdrawals.map((row) => ({
            id: row.id,
            amount: toNumber(row.amount),
            status: row.status,
            createdAt: row.created_at,
          })),
          plays: plays.map((row) => ({
            kind: row.kind as 'bet' | 'win' | 'rollback',
            account: row.account,
            amount: toNumber(row.amount),
            createdAt: row.created_at,
          })),
          bonuses: bonuses.map((row) => ({
            kind: row.kind,
            promotionId: row.promotion_id,
            granted: toNumber(row.granted),
            state: row.state,
            grantedAt: row.granted_at,
          })),
        };
      });
  }
}
