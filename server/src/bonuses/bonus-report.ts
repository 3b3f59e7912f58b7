import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import { BonusRepository } from './bonus-repository.js';

/**
 * The bonus money report of a merchant, per promotion (or kind, for bonuses paid without one):
 * bonuses granted, wagered, converted, forfeited and expired, summed from the ledger.
 */
export function bonusReport(db: Kysely<Database>, merchantCode: string) {
  return new BonusRepository(db).report(merchantCode);
}
