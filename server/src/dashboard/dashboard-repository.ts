import { sql, type Kysely } from 'kysely';
import type { DashboardFigures } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';

/** A range of whole days in a time zone: [from, to], both YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
  timeZone: string;
}

type Figure = keyof DashboardFigures;
/** The figures of each day that has any, by day (YYYY-MM-DD in the range's time zone). */
export type FiguresByDay = Map<string, Partial<DashboardFigures>>;

const toNumber = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/**
 * The dashboard's sums, one SQL aggregate per source (members, the ledger, withdrawals), grouped
 * by the day in the merchant's time zone; every query names the merchant and reads through an
 * index on (merchant_code, time) (migrations 0021 and 0028). Bets are negative ledger entries,
 * wins and rollbacks positive (vendor-wallet.ts), so the cash account's gross gaming revenue is
 * minus their sum.
 */
export class DashboardRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every figure of every day of the range that has one, read in one snapshot. */
  async daily(
    merchantCode: string,
    range: DayRange,
  ): Promise<{ days: FiguresByDay; activePlayers: number }> {
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const days: FiguresByDay = new Map();
        const add = (day: string, figures: Partial<Record<Figure, unknown>>) => {
          const entry = days.get(day) ?? {};
          for (const [name, value] of Object.entries(figures)) {
            entry[name as Figure] = toNumber(value as string);
          }
          days.set(day, entry);
        };
        const tz = range.timeZone;
        const start = sql`((${range.from}::date)::timestamp AT TIME ZONE ${tz})`;
        const end = sql`(((${range.to}::date) + 1)::timestamp AT TIME ZONE ${tz})`;
        const dayOf = (column: string) =>
          sql<string>`to_char((${sql.ref(column)} AT TIME ZONE ${tz}), 'YYYY-MM-DD')`;

        const registrations = await sql<{ day: string; registrations: string }>`
          SELECT ${dayOf('created_at')} AS day, count(*) AS registrations
          FROM members
          WHERE merchant_code = ${merchantCode} AND created_at >= ${start} AND created_at < ${end}
          GROUP BY 1`.execute(trx);
        for (const row of registrations.rows) {
          add(row.day, { registrations: row.registrations });
        }

        const ledger = await sql<{
          day: string;
          deposits: string;
          deposit_amount: string;
          ggr: string;
          bonus_cost: string;
          active_players: string;
        }>`
          SELECT ${dayOf('created_at')} AS day,
            count(*) FILTER (WHERE kind = 'deposit') AS deposits,
            COALESCE(sum(amount) FILTER (WHERE kind = 'deposit'), 0) AS deposit_amount,
            COALESCE(-sum(amount) FILTER (
              WHERE account = 'cash' AND kind IN ('bet', 'win', 'rollback')), 0) AS ggr,
            COALESCE(sum(amount) FILTER (
              WHERE account = 'cash' AND kind = 'bonus_convert'), 0) AS bonus_cost,
            count(DISTINCT member_id) FILTER (WHERE kind = 'bet') AS active_players
          FROM wallet_entries
          WHERE merchant_code = ${merchantCode} AND created_at >= ${start} AND created_at < ${end}
          GROUP BY 1`.execute(trx);
        for (const row of ledger.rows) {
          add(row.day, {
            deposits: row.deposits,
            depositAmount: row.deposit_amount,
            grossGamingRevenue: row.ggr,
            bonusCost: row.bonus_cost,
            activePlayers: row.active_players,
          });
        }

        // Each member's first deposit ever, counted on its day when that day is in the range.
        const firsts = await sql<{ day: string; first_deposits: string; amount: string }>`
          SELECT ${dayOf('created_at')} AS day, count(*) AS first_deposits,
            sum(amount) AS amount
          FROM (
            SELECT DISTINCT ON (member_id) member_id, amount, created_at
            FROM wallet_entries
            WHERE merchant_code = ${merchantCode} AND kind = 'deposit' AND created_at < ${end}
            ORDER BY member_id, created_at, id
          ) AS first
          WHERE created_at >= ${start}
          GROUP BY 1`.execute(trx);
        for (const row of firsts.rows) {
          add(row.day, { firstDeposits: row.first_deposits, firstDepositAmount: row.amount });
        }

        const withdrawals = await sql<{ day: string; withdrawals: string; amount: string }>`
          SELECT ${dayOf('decided_at')} AS day, count(*) AS withdrawals, sum(amount) AS amount
          FROM withdrawals
          WHERE merchant_code = ${merchantCode} AND status = 'approved'
            AND decided_at >= ${start} AND decided_at < ${end}
          GROUP BY 1`.execute(trx);
        for (const row of withdrawals.rows) {
          add(row.day, { withdrawals: row.withdrawals, withdrawalAmount: row.amount });
        }

        const active = await sql<{ players: string }>`
          SELECT count(DISTINCT member_id) AS players
          FROM wallet_entries
          WHERE merchant_code = ${merchantCode} AND kind = 'bet'
            AND created_at >= ${start} AND created_at < ${end}`.execute(trx);
        return { days, activePlayers: toNumber(active.rows[0]?.players) };
      });
  }
}
