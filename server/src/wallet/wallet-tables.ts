import type {
  AdjustmentStatus,
  DepositStatusName,
  WalletAccount,
  WalletEntryKind,
  WithdrawAccountType,
  WithdrawalStatusName,
} from '@lobby/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Int8 } from '../core/db/schema.js';

/**
 * The wallet area's tables, merged into core's Database (core/db/schema.ts); their migrations are
 * in ./migrations. Balances, the ledger, deposits, withdrawals, withdrawal accounts and balance
 * adjustments.
 */
declare module '../core/db/schema.js' {
  interface Database {
    wallets: WalletsTable;
    wallet_entries: WalletEntriesTable;
    deposits: DepositsTable;
    withdrawals: WithdrawalsTable;
    withdraw_accounts: WithdrawAccountsTable;
    balance_adjustments: BalanceAdjustmentsTable;
  }
}

/** One member's balance in minor units; every movement locks and updates this row. */
export interface WalletsTable {
  merchant_code: string;
  member_id: number;
  /** The cash account. */
  balance: Int8;
  /** The bonus account: the money of the member's active bonus (issue 31). */
  bonus_balance: ColumnType<string | number | bigint, number | undefined, number>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** One money movement of the append-only ledger; amount is signed, in minor units. */
export interface WalletEntriesTable {
  id: Generated<string | number | bigint>;
  merchant_code: string;
  member_id: number;
  kind: WalletEntryKind;
  /** The account moved (contract WALLET_ACCOUNTS); balance_after is that account's. */
  account: ColumnType<WalletAccount, WalletAccount | undefined, never>;
  /** The bonus a bonus-account entry (or a conversion's cash leg) belongs to. */
  bonus_id: ColumnType<string | number | bigint | null, number | null | undefined, never>;
  amount: Int8;
  balance_after: Int8;
  /** Unique per merchant: a retried request with the same reference moves nothing. */
  reference: string;
  note: ColumnType<string, string | undefined, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export type DepositStatus = DepositStatusName;

/** A deposit through a payment provider; credited once, when the provider says it is paid. */
export interface DepositsTable {
  id: string;
  merchant_code: string;
  member_id: number;
  method: string;
  amount: Int8;
  status: ColumnType<DepositStatus, DepositStatus | undefined, DepositStatus>;
  provider_reference: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The deposit bonus chosen with it; granted when it is paid. */
  bonus_promotion_id: ColumnType<string | null, string | null | undefined, never>;
}

export type WithdrawalStatus = WithdrawalStatusName;

/** A withdrawal request: its amount is held at once; the operator approves or rejects it. */
export interface WithdrawalsTable {
  id: string;
  merchant_code: string;
  member_id: number;
  amount: Int8;
  status: ColumnType<WithdrawalStatus, WithdrawalStatus | undefined, WithdrawalStatus>;
  created_at: ColumnType<Date, Date | undefined, never>;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  account_id: ColumnType<string | null, string | null | undefined, never>;
  /** The first of two approvals (above the merchant's threshold): the operator and when. */
  first_approved_by: ColumnType<string | null, never, string | null>;
  first_approved_by_id: ColumnType<number | null, never, number | null>;
  first_approved_at: ColumnType<Date | null, never, Date | null>;
  /** The operator (or command-line user) who approved or rejected it. */
  decided_by: ColumnType<string | null, never, string | null>;
  decided_by_id: ColumnType<number | null, never, number | null>;
}

export interface WithdrawAccountsTable {
  id: string;
  merchant_code: string;
  member_id: number;
  type: WithdrawAccountType;
  provider: string;
  holder_name: string;
  account_number: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** An operator's credit or debit of a member's cash; pending until a second operator decides. */
export interface BalanceAdjustmentsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** Signed minor units. */
  amount: Int8;
  reason: string;
  request_id: string;
  status: AdjustmentStatus;
  requested_by: string;
  requested_by_id: number | null;
  decided_by: string | null;
  decided_by_id: number | null;
  entry_id: ColumnType<string | number | bigint | null, number | null, number | null>;
  created_at: ColumnType<Date, Date, never>;
  decided_at: Date | null;
}
