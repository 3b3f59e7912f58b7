import type { DatabaseHandle } from '../core/db/database.js';
import { MemberRepository } from '../accounts/index.js';
import { hashPassword } from '../core/crypto/password-hashing.js';
import { MerchantRepository } from '../merchants/index.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { StartMode } from '../core/start-extension.js';
import { GameRepository } from '../games/index.js';
import { seedDemoCatalogue } from './seed-catalogue.js';
import {
  PromotionRepository,
  type PromotionFile,
  importPromotionFiles,
  importRepositories,
} from '../promotions/index.js';
import { seedDemoWallet } from './seed-wallet.js';
import { retireDemoOperators, seedDemoOperators } from './seed-operators.js';
import { walletServices } from '../wallet/index.js';
import { ProtectionRepository } from '../protection/index.js';
import { buildBonuses } from '../bonuses/index.js';
import { RumRepository } from '../rum/index.js';
import { seedDemoRum } from './seed-rum.js';

/** The demo player every fresh start can sign in with; printed in the start-up log. */
export const DEMO_ACCOUNT = {
  merchant: 'demo',
  username: 'demo_player',
  password: 'Lucky-Demo-2026',
};

/** A demo agent (member type 1) on the demo merchant, for the agents' entry (SPEC section 2). */
export const DEMO_AGENT = {
  merchant: DEMO_ACCOUNT.merchant,
  username: 'demo_agent',
  password: DEMO_ACCOUNT.password,
};

/**
 * Stores the merchants (from merchants/*.json), the demo data, then the promotion files: the
 * start's order (main.ts), in one call for tests.
 */
export async function seed(
  database: DatabaseHandle,
  merchants: MerchantConfig[],
  now = new Date(),
  promotionFiles: ReadonlyMap<string, PromotionFile> = new Map(),
): Promise<MerchantConfig[]> {
  await new MerchantRepository(database.db).saveAll(merchants);
  await seedDemo(database, merchants, now);
  await importPromotionFiles(importRepositories(database.db), promotionFiles, now);
  return merchants;
}

/**
 * The demo player, its balance, the demo operators and the demo catalogue: for demo merchants
 * only. In production (demo merchants there only by ALLOW_DEMO_MERCHANTS_IN_PRODUCTION) no account
 * with a published password or key is seeded, and demo operators left from before are disabled.
 */
export async function seedDemo(
  database: DatabaseHandle,
  merchants: readonly MerchantConfig[],
  now: Date,
  mode: StartMode = { production: false },
): Promise<void> {
  if (mode.production) {
    await retireDemoOperators(database, now);
  } else {
    await seedDemoAccounts(database, merchants, now);
    await seedDemoOperators(database, merchants, now);
  }
  await seedDemoRum(new RumRepository(database.db), merchants, now);
  const games = new GameRepository(database.db);
  for (const merchant of merchants.filter((m) => m.demo && m.games.demoCatalogue)) {
    await seedDemoCatalogue(games, merchant.code, now);
  }
}

/** The demo player (with its balance) and the demo agent, both with a published password. */
async function seedDemoAccounts(
  database: DatabaseHandle,
  merchants: readonly MerchantConfig[],
  now: Date,
): Promise<void> {
  if (merchants.some((merchant) => merchant.code === DEMO_ACCOUNT.merchant && merchant.demo)) {
    const members = new MemberRepository(database.db);
    await seedDemoAccount(members, DEMO_ACCOUNT);
    await seedDemoAccount(members, DEMO_AGENT, { agent: true });
    const demoMerchant = merchants.find((merchant) => merchant.code === DEMO_ACCOUNT.merchant)!;
    for (const account of [DEMO_ACCOUNT, DEMO_AGENT]) {
      const member = await members.findByUsername(account.merchant, account.username);
      if (member)
        await seedDemoConsent(new ProtectionRepository(database.db), demoMerchant, member.id, now);
    }
    const demo = await members.findByUsername(DEMO_ACCOUNT.merchant, DEMO_ACCOUNT.username);
    if (demo) {
      const wallet = walletServices({ db: database.db, now: () => now });
      const bonuses = buildBonuses({
        db: database.db,
        promotions: new PromotionRepository(database.db),
        accounts: wallet.ledger,
        now: () => now,
      }).service;
      await seedDemoWallet(wallet.wallet, bonuses, DEMO_ACCOUNT.merchant, demo.id, now);
    }
  }
}

async function seedDemoAccount(
  members: MemberRepository,
  account: typeof DEMO_ACCOUNT,
  options: { agent?: boolean } = {},
): Promise<void> {
  if (await members.usernameTaken(account.merchant, account.username)) return;
  await members.insert({
    merchantCode: account.merchant,
    username: account.username,
    mobile: null,
    passwordHash: await hashPassword(account.password),
    passwordIsDefault: false,
    agentApplication: options.agent ? 'pending' : 'none',
    language: 'EN',
    registration: { registerMethod: 'H5', source: 'seed' },
  });
  if (options.agent) await members.approveAgent(account.merchant, account.username);
}

/**
 * The demo accounts are adults who accepted the terms current when they were first seeded; terms
 * published later are theirs to accept like any member's.
 */
async function seedDemoConsent(
  protection: ProtectionRepository,
  merchant: MerchantConfig,
  memberId: number,
  now: Date,
): Promise<void> {
  if (await protection.record(merchant.code, memberId)) return;
  await protection.insertRegistration({
    merchantCode: merchant.code,
    memberId,
    birthDate: '1990-01-01',
    termsVersion: merchant.protection.termsVersion,
    privacyVersion: merchant.protection.privacyVersion,
    at: now,
  });
}
