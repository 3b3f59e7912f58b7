import fs from 'node:fs';
import path from 'node:path';
import { merchantConfigSchema, type MerchantConfig } from '../core/merchant-config.js';

/**
 * Reads and validates every merchants/*.json; throws one error listing each bad value of each
 * file, so an operator fixes them all in one go.
 */
export function loadMerchantFiles(dir: string): MerchantConfig[] {
  if (!fs.existsSync(dir)) throw new Error(`Merchant folder ${dir} does not exist`);
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const problems: string[] = [];
  const merchants: MerchantConfig[] = [];
  for (const file of files) {
    const full = path.join(dir, file);
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(full, 'utf8'));
    } catch (error) {
      problems.push(`${file}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const parsed = merchantConfigSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
      }
      continue;
    }
    const merchant = parsed.data;
    if (`${merchant.code}.json` !== file) {
      problems.push(`${file}: code "${merchant.code}" must match the file name`);
    }
    if (!merchant.languages.includes(merchant.defaultLanguage)) {
      problems.push(`${file}: defaultLanguage ${merchant.defaultLanguage} is not in languages`);
    }
    merchants.push(merchant);
  }
  const hostOwner = new Map<string, string>();
  for (const merchant of merchants) {
    for (const host of merchant.hosts) {
      const owner = hostOwner.get(host);
      if (owner) problems.push(`host ${host} is claimed by both ${owner} and ${merchant.code}`);
      hostOwner.set(host, merchant.code);
    }
  }
  if (files.length === 0) problems.push(`no merchant files (*.json) in ${dir}`);
  if (problems.length > 0) {
    throw new Error(`Invalid merchant configuration:\n  ${problems.join('\n  ')}`);
  }
  return merchants;
}
