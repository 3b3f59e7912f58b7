import type { WalletEntryKind } from '@lobby/contract';
import type { DatabaseHandle } from '../src/core/db/database.js';
import { MemberRepository } from '../src/accounts/member-repository.js';
import { buildBonuses, rewardGrant } from '../src/bonuses/index.js';
import { PromotionRepository } from '../src/promotions/promotion-repository.js';
import type { GrantBonus, RewardGrant } from '../src/promotions/reward-jobs.js';
import { AccountLedgerService } from '../src/wallet/index.js';

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

/**
 * The bonuses area's real grant for the reward jobs, recording what it granted; `failOn` makes
 * it throw after granting (inside the payment's transaction), as a process dying mid-run would.
 */
export function recordingGrant(
  database: DatabaseHandle,
  now: () => Date,
  failOn?: (grant: RewardGrant) => boolean,
) {
  const { service } = buildBonuses({
    db: database.db,
    promotions: new PromotionRepository(database.db),
    accounts: new AccountLedgerService(),
    now,
  });
  const granted: RewardGrant[] = [];
  const grantBonus = rewardGrant(service);
  const grant: GrantBonus = async (trx, reward) => {
    await grantBonus(trx, reward);
    if (failOn?.(reward)) throw new Error('the process died here');
    granted.push(reward);
  };
  return { grant, granted };
}

/** The bonuses a merchant's members hold, by reference. */
export async function bonusRows(database: DatabaseHandle, merchantCode: string) {
  const rows = await database.db
    .selectFrom('bonuses')
    .select(['reference', 'member_id', 'kind', 'promotion_id', 'granted', 'required'])
    .where('merchant_code', '=', merchantCode)
    .orderBy('reference')
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    memberId: row.member_id,
    kind: row.kind,
    promotionId: row.promotion_id,
    granted: Number(row.granted),
    required: Number(row.required),
  }));
}
