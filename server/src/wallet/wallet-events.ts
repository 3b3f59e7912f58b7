import type { Kysely } from 'kysely';
import type { TrackedEventName } from '@lobby/contract';
import { EventLedger } from '../attribution/index.js';
import type { Database } from '../core/db/schema.js';

/** One money event of SPEC section 3 (depositSubmit, deposit, withdraw…) for attribution. */
export interface WalletEvent {
  merchantCode: string;
  memberId: number;
  name: TrackedEventName;
  amount: number;
  currency: string;
  reference: string;
}

/** The eventID of a wallet event: its name and reference, one per movement (at most 56 characters). */
export function walletEventId(name: TrackedEventName, reference: string): string {
  return `${name}:${reference}`;
}

/**
 * The wallet's side of the event ledger (tracked_events, source 'wallet'): each event once per
 * name and reference, written in the transaction of the movement it describes, so a credit that
 * rolls back leaves no event and an event never exists without its money.
 */
export class WalletEvents {
  private readonly ledger: EventLedger;

  constructor(
    private readonly db: Kysely<Database>,
    now: () => Date = () => new Date(),
  ) {
    this.ledger = new EventLedger(db, now);
  }

  /** Records the event once per name and reference; `executor` is the movement's transaction. */
  async record(event: WalletEvent, executor: Kysely<Database> = this.db): Promise<boolean> {
    return this.ledger.record(
      {
        merchantCode: event.merchantCode,
        eventId: walletEventId(event.name, event.reference),
        name: event.name,
        source: 'wallet',
        memberId: event.memberId,
        reference: event.reference,
        amount: event.amount,
        currency: event.currency,
        payload: {},
      },
      executor,
    );
  }

  /** The member's wallet events, oldest first. */
  async list(merchantCode: string, memberId: number): Promise<WalletEvent[]> {
    const rows = await this.db
      .selectFrom('tracked_events')
      .select(['merchant_code', 'member_id', 'name', 'amount', 'currency', 'reference'])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('source', '=', 'wallet')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      merchantCode: row.merchant_code,
      memberId: row.member_id ?? memberId,
      name: row.name as TrackedEventName,
      amount: Number(row.amount),
      currency: row.currency ?? '',
      reference: row.reference ?? '',
    }));
  }
}
