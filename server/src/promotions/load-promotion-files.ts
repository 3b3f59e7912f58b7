import fs from 'node:fs';
import path from 'node:path';
import type { MerchantConfig } from '../core/merchant-config.js';
import {
  promotionFileProblems,
  promotionFileSchema,
  type PromotionFile,
} from './promotion-file.js';

/** Where a merchant's promotion file lives: merchants/promotions/<code>.json. */
export function promotionFilePath(merchantsDir: string, code: string): string {
  return path.join(merchantsDir, 'promotions', `${code}.json`);
}

/** Reads and validates one promotion file; answers its problems, one per bad field. */
export function readPromotionFile(
  file: string,
  merchant: MerchantConfig,
): { file: PromotionFile; problems: [] } | { file: undefined; problems: string[] } {
  const name = path.basename(file);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return { file: undefined, problems: [`${name}: not valid JSON (${(error as Error).message})`] };
  }
  const parsed = promotionFileSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      file: undefined,
      problems: parsed.error.issues.map(
        (issue) => `${name}: ${issue.path.join('.') || '(root)'}: ${issue.message}`,
      ),
    };
  }
  const problems = promotionFileProblems(parsed.data, merchant);
  if (problems.length > 0) {
    return { file: undefined, problems: problems.map((problem) => `${name}: ${problem}`) };
  }
  return { file: parsed.data, problems: [] };
}

/**
 * Reads every merchant's promotion file that exists (a merchant without one runs no promotions);
 * throws one error listing each bad field of each file, and files naming no known merchant.
 */
export function loadPromotionFiles(
  merchantsDir: string,
  merchants: readonly MerchantConfig[],
): Map<string, PromotionFile> {
  const dir = path.join(merchantsDir, 'promotions');
  const loaded = new Map<string, PromotionFile>();
  if (!fs.existsSync(dir)) return loaded;
  const problems: string[] = [];
  const byCode = new Map(merchants.map((merchant) => [merchant.code, merchant]));
  for (const name of fs
    .readdirSync(dir)
    .filter((entry) => entry.endsWith('.json'))
    .sort()) {
    const merchant = byCode.get(name.slice(0, -'.json'.length));
    if (!merchant) {
      problems.push(`${name}: no merchant file names this code`);
      continue;
    }
    const result = readPromotionFile(path.join(dir, name), merchant);
    if (result.file) loaded.set(merchant.code, result.file);
    else problems.push(...result.problems);
  }
  if (problems.length > 0) {
    throw new Error(`Invalid promotion files:\n  ${problems.join('\n  ')}`);
  }
  return loaded;
}
