import type { DatabaseHandle } from './database.js';
import { MemberRepository } from './member-repository.js';
import { MerchantRepository } from './merchant-repository.js';
import type { MerchantConfig } from '../merchants/merchant-config.js';
import { hashPassword } from '../services/passwords.js';
import { GameRepository } from './game-repository.js';
import { seedDemoCatalogue } from './seed-catalogue.js';
import { PromotionRepository } from './promotion-repository.js';
import type { PromotionFile } from '../merchants/promotion-file.js';
import { importPromotions } from '../services/promotions/import-promotions.js';

/** The demo player every fresh start can sign in with; printed in the start-up log. */
export const DEMO_ACCOUNT = {
  merchant: 'demo',
  username: 'demo_player',
  password: 'Lucky-Demo-2026',
};

/** Stores the merchants (from merchants/*.json) in the database; each feature adds its demo data here. */
export async function seed(
  database: DatabaseHandle,
  merchants: MerchantConfig[],
  now = new Date(),
  promotionFiles: ReadonlyMap<string, PromotionFile> = new Map(),
): Promise<MerchantConfig[]> {
  await new MerchantRepository(database.db).saveAll(merchants);
  if (merchants.some((merchant) => merchant.code === DEMO_ACCOUNT.merchant)) {
    await seedDemoAccount(new MemberRepository(database.db));
  }
  const games = new GameRepository(database.db);
  for (const merchant of merchants.filter((candidate) => candidate.games.demoCatalogue)) {
    await seedDemoCatalogue(games, merchant.code, now);
  }
  // The operator's promotion files are the source of truth: each start stores them again.
  const repositories = {
    promotions: new PromotionRepository(database.db),
    members: new MemberRepository(database.db),
  };
  for (const [code, file] of promotionFiles) {
    await importPromotions(repositories, code, file, now);
  }
  return merchants;
}

async function seedDemoAccount(members: MemberRepository): Promise<void> {
  if (await members.usernameTaken(DEMO_ACCOUNT.merchant, DEMO_ACCOUNT.username)) return;
  await members.insert({
    merchantCode: DEMO_ACCOUNT.merchant,
    username: DEMO_ACCOUNT.username,
    mobile: null,
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
    passwordIsDefault: false,
    agentApplication: 'none',
    language: 'EN',
    registration: { registerMethod: 'H5', source: 'seed' },
  });
}
