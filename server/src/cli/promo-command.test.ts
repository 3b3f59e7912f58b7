import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import {
  authed,
  expectValue,
  merchantFactory,
  signUp,
  testDatabases,
  useTestApp,
} from '../../test/index.js';
import { PROMO_NOW, promotionFile } from '../../test/promotion-fixtures.js';
import { PROMO_USAGE, runPromoCommand } from './promo-command.js';
import { runVipCommand, VIP_USAGE } from './vip-command.js';
import { ledgerRows } from '../../test/reward-fixtures.js';

describe.each(testDatabases())('npm run promo and npm run vip on $name', (kind) => {
  const merchant = merchantFactory({ languages: ['EN', 'FR'] });
  const other = merchantFactory();
  const merchantsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promo-cli-'));
  fs.mkdirSync(path.join(merchantsDir, 'promotions'));
  const write = (code: string, content: unknown) =>
    fs.writeFileSync(
      path.join(merchantsDir, 'promotions', `${code}.json`),
      typeof content === 'string' ? content : JSON.stringify(content),
    );
  afterAll(() => fs.rmSync(merchantsDir, { recursive: true }));

  async function run(command: typeof runPromoCommand | typeof runVipCommand, ...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await command(args, {
      db: t.database.db,
      defaultMerchant: merchant.code,
      merchantsDir,
      now: () => PROMO_NOW,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  }

  const t = useTestApp(kind, { merchants: [merchant, other], now: () => PROMO_NOW });

  it('checks, then loads a file so the calls answer with it at once', async () => {
    write(merchant.code, promotionFile());
    const check = await run(runPromoCommand, 'check', '--merchant', merchant.code);
    expect(check).toEqual({
      code: 0,
      out: [`${merchant.code}: valid (5 promotions, 5 announcements, 3 VIP levels).`],
      err: [],
    });
    const member = await signUp(t.app, merchant);
    const before = await authed(t.app, merchant, member.token).get(calls.promotionList);
    expect(expectValue(before, calls.promotionList).promotions).toEqual([]);
    const load = await run(runPromoCommand, 'load', '--merchant', merchant.code);
    expect(load.code).toBe(0);
    expect(load.out).toEqual([
      `${merchant.code}: loaded 5 promotions, 5 announcements, 3 VIP levels.`,
    ]);
    const after = await authed(t.app, merchant, member.token).get(calls.promotionList);
    expect(expectValue(after, calls.promotionList).promotions).toHaveLength(3);
  });

  it('reports every bad field and stores nothing (exit 1)', async () => {
    write(other.code, { categories: [], promotions: [{ id: 'x' }] });
    const check = await run(runPromoCommand, 'load');
    expect(check.code).toBe(1);
    expect(check.err).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${other.code}\\.json: promotions\\.0\\.category: `)),
        expect.stringMatching(new RegExp(`^${other.code}\\.json: promotions\\.0\\.startsAt: `)),
      ]),
    );
    const unknown = await run(runPromoCommand, 'check', '--merchant', 'nope');
    expect(unknown).toEqual({ code: 1, out: [], err: ['Unknown merchant "nope".'] });
  });

  it('answers usage mistakes with the usage (exit 2)', async () => {
    expect(await run(runPromoCommand, 'drop')).toEqual({ code: 2, out: [], err: [PROMO_USAGE] });
    expect(await run(runPromoCommand, 'load', '--merchant')).toMatchObject({ code: 2 });
    expect(await run(runVipCommand, 'set-label', 'only-user')).toEqual({
      code: 2,
      out: [],
      err: [VIP_USAGE],
    });
    expect(await run(runVipCommand, 'set-label', 'a', 'b', '--completed', '-1')).toMatchObject({
      code: 2,
    });
  });

  it('sets a member label: the member sees it in member info and rank progress', async () => {
    write(merchant.code, promotionFile());
    await run(runPromoCommand, 'load', '--merchant', merchant.code);
    const member = await signUp(t.app, merchant);
    const result = await run(
      runVipCommand,
      'set-label',
      member.username.toUpperCase(),
      'silver',
      '--completed',
      '9',
    );
    expect(result).toEqual({
      code: 0,
      out: [`${member.username} on ${merchant.code} now has VIP label silver (4 of 4 conditions).`],
      err: [],
    });
    const as = authed(t.app, merchant, member.token);
    expect(expectValue(await as.get(calls.memberInfo), calls.memberInfo).clubLabel).toEqual({
      labelName: 'Silver',
      type: 'MANUAL',
      rankLevel: 2,
      labelId: 'silver',
    });
    expect(expectValue(await as.get(calls.rankProgress), calls.rankProgress)).toEqual({
      currentProgress: { completedConditions: 4, totalExpectedConditions: 4 },
      playerRankProgress: { labelId: 'silver' },
      conditions: [],
      next: { labelId: 'gold', requiredConditions: 0, conditions: [] },
    });
  });

  it('refuses an unknown member or label (exit 1)', async () => {
    const member = await signUp(t.app, merchant);
    expect(await run(runVipCommand, 'set-label', 'ghost_user', 'gold')).toEqual({
      code: 1,
      out: [],
      err: [`No member "ghost_user" on merchant ${merchant.code}.`],
    });
    const noLevel = await run(runVipCommand, 'set-label', member.username, 'platinum');
    expect(noLevel.code).toBe(1);
    expect(noLevel.err[0]).toMatch(
      /^No VIP level "platinum" on merchant .* \(levels: bronze, silver, gold\)\.$/,
    );
  });

  it("shows a member's level and each condition counted from the ledger", async () => {
    write(
      merchant.code,
      promotionFile({
        vipLevels: [
          {
            labelId: 'bronze',
            labelName: { EN: 'Bronze' },
            type: 'AUTO',
            rankLevel: 1,
            conditions: [
              { kind: 'depositTotal', target: 10_000 },
              { kind: 'daysActive', target: 3, windowDays: 30 },
            ],
            requiredConditions: 1,
          },
        ],
        memberLabels: [],
      }),
    );
    await run(runPromoCommand, 'load', '--merchant', merchant.code);
    const member = await signUp(t.app, merchant);
    await ledgerRows(t.database, merchant.code, Number(member.id), PROMO_NOW, [
      { kind: 'deposit', amount: 12_000, daysAgo: 40 },
      { kind: 'bet', amount: -500, daysAgo: 2 },
    ]);
    expect(await run(runVipCommand, 'show', member.username)).toEqual({
      code: 0,
      out: [
        `${member.username} on ${merchant.code}: no VIP level.`,
        'Next level bronze (1 of 2 needed):',
        '  depositTotal, since joining: 12000 of 10000 (met)',
        '  daysActive, last 30 days: 1 of 3',
      ],
      err: [],
    });
    expect(await run(runVipCommand, 'show')).toEqual({ code: 2, out: [], err: [VIP_USAGE] });
    expect(await run(runVipCommand, 'show', 'ghost_user')).toMatchObject({ code: 1 });
  });
});
