import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantFactory, testDatabases } from '../../test/index.js';
import { insertMember } from '../../test/reward-fixtures.js';
import type { DatabaseHandle } from '../core/db/database.js';
import { MerchantRepository } from '../merchants/merchant-repository.js';
import { PromotionRepository } from '../promotions/index.js';
import { AccountLedgerService } from '../wallet/index.js';
import { WalletRepository } from '../wallet/wallet-repository.js';
import { BonusRepository } from './bonus-repository.js';
import { buildBonuses } from './build-bonuses.js';
import type { GrantRequest } from './bonuses.js';

const DAY_MS = 86_400_000;
const NOW = new Date('2026-11-25T09:00:00Z');

// A bonus's state (the bonuses table) and its money (the wallet's entries, posted through the
// wallet area's AccountLedgerService) are written in one transaction: both stand or neither.
describe.each(testDatabases())(
  'a bonus and its ledger entries in one transaction on $name',
  (kind) => {
    let database: DatabaseHandle;
    const merchant = merchantFactory();
    let counter = 0;

    beforeAll(async () => {
      database = await kind.open();
      await new MerchantRepository(database.db).saveAll([merchant]);
    });
    afterAll(async () => {
      await database?.close();
    });

    const accounts = new AccountLedgerService();
    const bonuses = () =>
      buildBonuses({
        db: database.db,
        promotions: new PromotionRepository(database.db),
        accounts,
        now: () => NOW,
      }).service;
    const newMember = () =>
      insertMember(database, merchant.code, `ledger_player_${(counter += 1)}`);
    const request = (memberId: number, wagerMultiple: number): GrantRequest => ({
      merchant: { code: merchant.code },
      memberId,
      kind: 'freeCredit',
      amount: 5_000,
      wagerMultiple,
      expiresAt: new Date(NOW.getTime() + 30 * DAY_MS),
      reference: `ledger-test:${memberId}`,
    });
    /** What the database holds of the grant: the bonus row, the balances, the entries' sum. */
    const stored = async (memberId: number) => {
      const wallet = new WalletRepository(database.db);
      const bonus = await new BonusRepository(database.db).byReference(
        database.db,
        merchant.code,
        `ledger-test:${memberId}`,
      );
      return {
        bonus: bonus && { state: bonus.state, balance: bonus.balance },
        balances: await wallet.balances(merchant.code, memberId),
        bonusEntries: await wallet.entrySum(merchant.code, memberId, 'bonus'),
        cashEntries: await wallet.entrySum(merchant.code, memberId, 'cash'),
      };
    };

    it("commits the bonus row and its grant entry together in the caller's transaction", async () => {
      const member = await newMember();
      const result = await database.db
        .transaction()
        .execute((trx) => bonuses().grant(request(member, 5), trx));
      expect(result).toMatchObject({ state: 'active', amount: 5_000, created: true });
      expect(await stored(member)).toEqual({
        bonus: { state: 'active', balance: 5_000 },
        balances: { cash: 0, bonus: 5_000 },
        bonusEntries: 5_000,
        cashEntries: 0,
      });
      const grantEntry = await new WalletRepository(database.db).findByReference(
        merchant.code,
        `bonus:${result.bonusId}:grant`,
      );
      expect(grantEntry).toMatchObject({ account: 'bonus', kind: 'bonus', amount: 5_000 });
    });

    it("rolls back the bonus row and its entries when the caller's transaction fails", async () => {
      const member = await newMember();
      await expect(
        database.db.transaction().execute(async (trx) => {
          // Without wagering the bonus converts at once: grant, conversion and cash entries.
          await bonuses().grant(request(member, 0), trx);
          throw new Error('the caller fails after the grant');
        }),
      ).rejects.toThrow('the caller fails after the grant');
      expect(await stored(member)).toEqual({
        bonus: undefined,
        balances: { cash: 0, bonus: 0 },
        bonusEntries: 0,
        cashEntries: 0,
      });
    });

    it('rolls back the bonus state when the ledger refuses an entry of the same transaction', async () => {
      const member = await newMember();
      await expect(
        database.db.transaction().execute(async (trx) => {
          await bonuses().grant(request(member, 0), trx);
          // The converted 5,000 is cash now; taking more than that is refused by the one guarded
          // UPDATE of the wallet row, and the whole transaction goes with it.
          await accounts.post(trx, {
            merchantCode: merchant.code,
            memberId: member,
            account: 'cash',
            kind: 'bet',
            amount: -5_001,
            reference: `ledger-test:${member}:too-much`,
            bonusId: null,
          });
        }),
      ).rejects.toThrow('cannot go below zero');
      expect(await stored(member)).toEqual({
        bonus: undefined,
        balances: { cash: 0, bonus: 0 },
        bonusEntries: 0,
        cashEntries: 0,
      });
    });

    it('posts nothing for a zero or fractional amount', async () => {
      const member = await newMember();
      await database.db.transaction().execute(async (trx) => {
        await accounts.lock(trx, merchant.code, member);
        for (const amount of [0, 1.5]) {
          await expect(
            accounts.post(trx, {
              merchantCode: merchant.code,
              memberId: member,
              account: 'cash',
              kind: 'adjustment',
              amount,
              reference: `ledger-test:${member}:${amount}`,
              bonusId: null,
            }),
          ).rejects.toThrow('non-zero whole number');
        }
      });
      expect((await stored(member)).cashEntries).toBe(0);
    });
  },
);
