import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { BONUS_KINDS, calls } from '@lobby/contract';
import { loadMerchantFiles } from '../merchants/load-merchant-files.js';
import { loadPromotionFiles, type PromotionFile } from '../promotions/index.js';
import { WalletRepository } from '../wallet/wallet-repository.js';
import {
  authed,
  expectFailure,
  expectValue,
  signUp,
  testDatabases,
  useTestApp,
} from '../../test/index.js';
import { storePromotions } from '../../test/promotion-fixtures.js';

const merchantsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../merchants');
const merchants = loadMerchantFiles(merchantsDir);
const demo = merchants.find((merchant) => merchant.code === 'demo')!;
const demoFile = loadPromotionFiles(merchantsDir, merchants).get('demo')!;

describe('the demo merchant’s promotion file', () => {
  it('covers every bonus kind', () => {
    const kinds = new Set(demoFile.promotions.flatMap((promotion) => promotion.bonus?.kind ?? []));
    expect([...kinds].sort()).toEqual([...BONUS_KINDS].sort());
  });
});

describe.each(testDatabases())('the demo promo code on $name', (kind) => {
  const t = useTestApp(kind, { merchants: [demo] });
  beforeAll(async () => {
    await storePromotions(t.database, demo.code, demoFile as PromotionFile);
  });

  it('LUCKY2026 gives free credit with wagering, once', async () => {
    const member = await signUp(t.app, demo);
    const as = authed(t.app, demo, member.token);
    const { outcome } = expectValue(
      await as.post(calls.claimPromotion, { promoCode: 'LUCKY2026' }),
      calls.claimPromotion,
    );
    expect(outcome.kind).toBe('credited');
    if (outcome.kind !== 'credited') return;
    expect(outcome.amount).toBeGreaterThan(0);
    expect(outcome.wageringRequired).toBeGreaterThan(outcome.amount);
    expectFailure(
      await as.post(calls.claimPromotion, { promoCode: 'LUCKY2026' }),
      409,
      'promotion.already.claimed',
    );
    const balances = await new WalletRepository(t.database.db).balances(
      demo.code,
      Number(member.id),
    );
    expect(balances).toEqual({ cash: 0, bonus: outcome.amount });
  });
});
