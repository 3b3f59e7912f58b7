import type { WalletEntryKind } from '@lobby/contract';
import type { WalletService } from '../wallet/index.js';
import type { BonusService } from '../bonuses/index.js';

const DAY_MS = 86_400_000;

/** The demo player's opening cash ledger: one entry or more of every cash kind, in minor units. */
const DEMO_ENTRIES: readonly [kind: WalletEntryKind, amount: number][] = [
  ['deposit', 500_000],
  ['bet', -2_000],
  ['win', 7_500],
  ['bet', -1_000],
  ['rollback', 1_000],
  ['withdrawal_hold', -100_000],
  ['withdrawal_release', 100_000],
  ['adjustment', 2_500],
];

/**
 * Gives the demo player a balance and a few entries of each kind: cash movements, then bonuses
 * that converted, were forfeited and expired, and one active with wagering to do. References are
 * fixed, so a second start posts nothing again.
 */
export async function seedDemoWallet(
  wallet: Pick<WalletService, 'move'>,
  bonuses: BonusService,
  merchantCode: string,
  memberId: number,
  now: Date,
): Promise<void> {
  for (const [index, [kind, amount]] of DEMO_ENTRIES.entries()) {
    await wallet.move({
      merchantCode,
      memberId,
      kind,
      amount,
      reference: `seed:demo:${index + 1}`,
      note: 'demo data',
    });
  }
  const grant = (reference: string, amount: number, wagerMultiple: number, days: number) =>
    bonuses.grant({
      merchant: { code: merchantCode },
      memberId,
      kind: 'freeCredit',
      amount,
      wagerMultiple,
      expiresAt: new Date(now.getTime() + days * DAY_MS),
      reference: `seed:demo:bonus:${reference}`,
    });
  // Without wagering it converts to cash at once.
  await grant('converted', 5_000, 0, 30);
  const forfeited = await grant('forfeited', 3_000, 5, 30);
  if (forfeited.created) {
    await bonuses.forfeitBonus({ code: merchantCode }, memberId, forfeited.bonusId);
  }
  // Granted already expired: the next read ends it.
  await grant('expired', 2_000, 5, -1);
  await bonuses.expireFor(merchantCode, memberId);
  await grant('active', 50_000, 10, 30);
}
