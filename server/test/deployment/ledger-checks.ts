import type pg from 'pg';

/**
 * Every way a ledger can be half-written, each a query answering the rows that break it: a
 * wallet whose balances are not the sums of its entries, an entry whose balance_after is not the
 * running sum before it, a deposit paid without its credit (or credited unpaid), a withdrawal
 * without its hold (or a hold without its withdrawal), a vendor bet without its entry (or an
 * entry of a bet Lobby has no record of).
 */
const CHECKS = {
  walletsNotTheirEntries: `
    SELECT w.member_id, w.balance, w.bonus_balance FROM wallets w
    LEFT JOIN wallet_entries e ON e.merchant_code = w.merchant_code AND e.member_id = w.member_id
    GROUP BY w.merchant_code, w.member_id, w.balance, w.bonus_balance
    HAVING w.balance <> COALESCE(SUM(e.amount) FILTER (WHERE e.account = 'cash'), 0)
        OR w.bonus_balance <> COALESCE(SUM(e.amount) FILTER (WHERE e.account = 'bonus'), 0)`,
  entriesOffTheirRunningSum: `
    SELECT id, reference FROM (
      SELECT id, reference, balance_after, SUM(amount) OVER (
        PARTITION BY merchant_code, member_id, account ORDER BY id) AS running
      FROM wallet_entries) entries
    WHERE balance_after <> running`,
  depositsPaidWithoutCredit: `
    SELECT d.id, d.status FROM deposits d
    LEFT JOIN wallet_entries e ON e.merchant_code = d.merchant_code AND e.reference = 'deposit:' || d.id
    WHERE (d.status = 'paid') <> (e.id IS NOT NULL)`,
  creditsWithoutDeposit: `
    SELECT e.reference FROM wallet_entries e
    LEFT JOIN deposits d ON d.merchant_code = e.merchant_code AND e.reference = 'deposit:' || d.id
    WHERE e.kind = 'deposit' AND e.reference LIKE 'deposit:%' AND d.id IS NULL`,
  withdrawalsWithoutHold: `
    SELECT w.id FROM withdrawals w
    LEFT JOIN wallet_entries e ON e.merchant_code = w.merchant_code AND e.reference = 'withdrawal:' || w.id
    WHERE e.id IS NULL`,
  holdsWithoutWithdrawal: `
    SELECT e.reference FROM wallet_entries e
    LEFT JOIN withdrawals w ON w.merchant_code = e.merchant_code AND e.reference = 'withdrawal:' || w.id
    WHERE e.kind = 'withdrawal_hold' AND e.reference LIKE 'withdrawal:%' AND w.id IS NULL`,
  betsWithoutEntry: `
    SELECT b.reference FROM vendor_bets b
    WHERE NOT EXISTS (SELECT 1 FROM wallet_entries e WHERE e.merchant_code = b.merchant_code
      AND e.reference IN (b.reference, b.reference || ':bonus'))`,
  betEntriesWithoutBet: `
    SELECT e.reference FROM wallet_entries e
    WHERE e.kind = 'bet' AND e.reference LIKE 'vendor:%' AND NOT EXISTS (
      SELECT 1 FROM vendor_bets b WHERE b.merchant_code = e.merchant_code
        AND e.reference IN (b.reference, b.reference || ':bonus'))`,
} as const;

/** Each check's offending rows; every list empty means nothing is half-written. */
export async function ledgerBreaches(
  pool: pg.Pool,
): Promise<Record<keyof typeof CHECKS, unknown[]>> {
  const entries = await Promise.all(
    Object.entries(CHECKS).map(async ([name, query]) => [name, (await pool.query(query)).rows]),
  );
  return Object.fromEntries(entries) as Record<keyof typeof CHECKS, unknown[]>;
}

/** How many entries, paid deposits, withdrawals and bets the ledger holds, for the printed figures. */
export async function ledgerCounts(pool: pg.Pool): Promise<Record<string, number>> {
  const { rows } = await pool.query<Record<string, string>>(`
    SELECT (SELECT count(*) FROM wallet_entries) AS entries,
           (SELECT count(*) FROM deposits WHERE status = 'paid') AS paid_deposits,
           (SELECT count(*) FROM withdrawals) AS withdrawals,
           (SELECT count(*) FROM vendor_bets) AS bets`);
  return Object.fromEntries(Object.entries(rows[0]!).map(([key, value]) => [key, Number(value)]));
}

/** What each member asked to withdraw since a moment (every request holds its amount). */
export async function withdrawnSince(pool: pg.Pool, since: Date): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ member_id: number; total: string }>(
    'SELECT member_id, SUM(amount) AS total FROM withdrawals WHERE created_at >= $1 GROUP BY member_id',
    [since],
  );
  return new Map(rows.map((row) => [String(row.member_id), Number(row.total)]));
}

/** Which of these ledger references are written. */
export async function writtenReferences(pool: pg.Pool, references: string[]): Promise<Set<string>> {
  const { rows } = await pool.query<{ reference: string }>(
    'SELECT reference FROM wallet_entries WHERE reference = ANY($1)',
    [references],
  );
  return new Set(rows.map((row) => row.reference));
}
