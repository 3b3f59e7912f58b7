import type { WalletEntryKind } from '@lobby/contract';
import type { WalletRepository } from '../wallet/index.js';

/** The demo player's opening ledger: one entry or more of every kind, in minor units. */
const DEMO_ENTRIES: readonly [kind: WalletEntryKind, amount: number][] = [
  ['deposit', 500_000],
  ['bonus', 50_000],
  ['bet', -2_000],
  ['win', 7_500],
  ['bet', -1_000],
  ['rollback', 1_000],
  ['withdrawal_hold', -100_000],
  ['withdrawal_release', 100_000],
  ['adjustment', 2_500],
];

/**
 * Gives the demo player a balance and a few entries of each kind. References are fixed, so a
 * second start posts nothing again.
 */
export async function seedDemoWallet(
  wallet: WalletRepository,
  merchantCode: string,
  memberId: number,
): Promise<void> {
  for (const [index, [kind, amount]] of DEMO_ENTRIES.entries()) {
    await wallet.post({
      merchantCode,
      memberId,
      kind,
      amount,
      reference: `seed:demo:${index + 1}`,
      note: 'demo data',
    });
  }
}
