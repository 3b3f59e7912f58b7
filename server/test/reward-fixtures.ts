import type { WalletEntryKind } from '@lobby/contract';
import type { DatabaseHandle } from '../src/core/db/database.js';
import { MemberRepository } from '../src/accounts/member-repository.js';

const DAY_MS = 86_400_000;

/** A member of the merchant straight in the database; their id. */
export async function insertMember(
  database: DatabaseHandle,
  merchantCode: string,
  username: string,
) {
  const member = await new MemberRepository(database.db).insert({
    merchantCode,
    username,
    mobile: null,
    passwordHash: 'not-a-hash',
    passwordIsDefault: false,
    agentApplication: 'none',
    language: 'EN',
    registration: {},
  });
  return member!.id;
}

let sequence = 0;

/**
 * Writes ledger rows as the wallet would have at the given times (days before `now`): the
 * conditions and cashback read created_at, which the wallet sets to the moment of posting.
 */
export async function ledgerRows(
  database: DatabaseHandle,
  merchantCode: string,
  memberId: number,
  now: Date,
  rows: { kind: WalletEntryKind; amount: number; daysAgo: number }[],
) {
  for (const row of rows) {
    sequence += 1;
    await database.db
      .insertInto('wallet_entries')
      .values({
        merchant_code: merchantCode,
        member_id: memberId,
        kind: row.kind,
        amount: row.amount,
        balance_after: 1_000_000_000,
        reference: `fixture:${memberId}:${sequence}`,
        created_at: new Date(now.getTime() - row.daysAgo * DAY_MS),
      })
      .execute();
  }
}
