import type { BonusKind, BonusState, BonusWithdrawalRule } from '@lobby/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Int8 } from '../core/db/schema.js';

/**
 * The bonuses area's tables, merged into core's Database (core/db/schema.ts); their migrations are
 * in ./migrations. Granted bonuses and the seamless-wallet bets that wager them.
 */
declare module '../core/db/schema.js' {
  interface Database {
    bonuses: BonusesTable;
    vendor_bets: VendorBetsTable;
  }
}

/** One granted bonus (issue 31); its money is its share of the bonus account. */
export interface BonusesTable {
  id: Generated<string | number | bigint>;
  merchant_code: string;
  member_id: number;
  kind: BonusKind;
  promotion_id: string | null;
  reference: string;
  granted: Int8;
  balance: Int8;
  wagered: Int8;
  required: Int8;
  max_bet: ColumnType<string | number | bigint | null, number | null, number | null>;
  /** Which games count and by what weight: { categories: { LANE: percent }, vendors?: [] }. */
  games: ColumnType<BonusGamesColumn, string, string>;
  on_withdrawal: BonusWithdrawalRule;
  state: BonusState;
  granted_at: Date;
  expires_at: Date;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface BonusGamesColumn {
  categories: Record<string, number>;
  vendors?: string[] | undefined;
}

/** One seamless-wallet bet: its idempotency record and how its stake split between accounts. */
export interface VendorBetsTable {
  merchant_code: string;
  reference: string;
  member_id: number;
  vendor: string;
  game_id: string | null;
  round_id: string | null;
  cash_stake: Int8;
  bonus_stake: Int8;
  bonus_id: ColumnType<string | number | bigint | null, number | null, never>;
  contribution: Int8;
  rolled_back: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
}
