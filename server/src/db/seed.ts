import type { DatabaseHandle } from './database.js';
import { MerchantRepository } from './merchant-repository.js';
import { loadMerchantFiles } from '../merchants/load-merchant-files.js';
import type { MerchantConfig } from '../merchants/merchant-config.js';

/** Loads every merchants/*.json into the database; each feature adds its demo data here. */
export async function seed(
  database: DatabaseHandle,
  merchantsDir: string,
): Promise<MerchantConfig[]> {
  const merchants = loadMerchantFiles(merchantsDir);
  await new MerchantRepository(database.db).saveAll(merchants);
  return merchants;
}
