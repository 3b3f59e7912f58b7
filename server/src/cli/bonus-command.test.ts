import { beforeAll, describe, expect, it } from 'vitest';
import { buildBonuses } from '../bonuses/index.js';
import { PromotionRepository } from '../promotions/index.js';
import { merchantFactory, signUp, testDatabases, useTestApp } from '../../test/index.js';
import { BONUS_USAGE, runBonusCommand } from './bonus-command.js';
import { addLaunchGames, LAUNCH_GAMES } from '../../test/game-fixtures.js';
import { AccountLedgerService } from '../wallet/index.js';

describe.each(testDatabases())('npm run bonus on $name', (kind) => {
  const merchant = merchantFactory({ currency: 'PHP' });
  const t = useTestApp(kind, { merchants: [merchant] });
  beforeAll(() => addLaunchGames(t.database, merchant.code));

  async function run(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runBonusCommand(args, {
      db: t.database.db,
      defaultMerchant: merchant.code,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  }

  it('reports granted, wagered, converted, forfeited and expired per promotion, from the ledger', async () => {
    const { service, vendorBets } = buildBonuses({
      db: t.database.db,
      promotions: new PromotionRepository(t.database.db),
      accounts: new AccountLedgerService(),
      now: () => new Date(),
    });
    const grant = async (reference: string, amount: number, multiple: number) => {
      const member = await signUp(t.app, merchant);
      const granted = await service.grant({
        merchant,
        memberId: Number(member.id),
        kind: 'cashback',
        amount,
        wagerMultiple: multiple,
        expiresAt: new Date(Date.now() + 86_400_000),
        reference,
      });
      return { memberId: Number(member.id), bonusId: granted.bonusId };
    };
    // One converts: 400 staked, 800 won into it, 600 staked (1,000 wagered) leaves 300 to cash.
    const converting = await grant('report-a', 500, 2);
    const move = (reference: string, amount: number, roundId: string) => ({
      merchantCode: merchant.code,
      memberId: converting.memberId,
      vendor: 'ACME',
      reference,
      note: '',
      amount,
      gameId: LAUNCH_GAMES.slot.id,
      roundId,
    });
    await vendorBets.bet(move('report-bet-1', 400, 'r1'));
    await vendorBets.win(move('report-win-1', 800, 'r1'));
    await vendorBets.bet(move('report-bet-2', 600, 'r2'));
    // The other is forfeited whole.
    const forfeiting = await grant('report-b', 1_000, 5);
    expect((await run('report', '--merchant', merchant.code)).code).toBe(0);
    await service.forfeit(merchant, forfeiting.memberId, forfeiting.bonusId, {
      language: 'EN',
      fallback: 'EN',
    });
    const { code, out } = await run('report', '--merchant', merchant.code);
    expect(code).toBe(0);
    expect(out[0]).toBe(`Bonuses of ${merchant.code}, in PHP:`);
    expect(out[1]!.split(/\s+/)).toEqual([
      'promotion',
      'bonuses',
      'granted',
      'wagered',
      'converted',
      'forfeited',
      'expired',
    ]);
    expect(out[2]!.split(/\s+/)).toEqual([
      '(cashback)',
      '2',
      '15.00',
      '10.00',
      '3.00',
      '10.00',
      '0.00',
    ]);
  });

  it('refuses a usage mistake and an unknown merchant', async () => {
    expect(await run('sum')).toMatchObject({ code: 2, err: [BONUS_USAGE] });
    expect(await run('report', '--merchant', 'nobody')).toMatchObject({ code: 1 });
  });
});
