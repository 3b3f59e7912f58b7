import fs from 'node:fs';
import path from 'node:path';
import { MemberRepository } from '../accounts/index.js';
import { MerchantRepository } from '../merchants/index.js';
import {
  PromotionRepository,
  promotionFilePath,
  readPromotionFile,
  type PromotionFile,
  importPromotions,
} from '../promotions/index.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { splitArgs, type CommandContext } from './vip-command.js';

export const PROMO_USAGE = 'Usage: npm run promo -- <check|load> [--merchant <code>]';

export interface PromoCommandContext extends CommandContext {
  /** MERCHANTS_DIR: promotion files are merchants/promotions/<code>.json. */
  merchantsDir: string;
  now: () => Date;
}

/** Parses `check|load [--merchant code]`; without --merchant it means every merchant. */
export function parsePromoArgs(args: readonly string[]) {
  const split = splitArgs(args, ['merchant']);
  if (!split) return undefined;
  const [command, ...rest] = split.positional;
  if ((command !== 'check' && command !== 'load') || rest.length > 0) return undefined;
  return { command, merchant: split.flags.merchant } as const;
}

/**
 * Operator command: `check` validates merchants' promotion files (each bad field on a line of its
 * own); `load` validates and stores them, so running servers answer with them at once. Exit code:
 * 0 done, 1 an unknown merchant, a missing file or a bad one (nothing stored), 2 a usage mistake.
 */
export async function runPromoCommand(
  args: readonly string[],
  context: PromoCommandContext,
): Promise<number> {
  const parsed = parsePromoArgs(args);
  if (!parsed) {
    context.err(PROMO_USAGE);
    return 2;
  }
  const merchants = new MerchantRepository(context.db);
  const dir = path.join(context.merchantsDir, 'promotions');
  const codes = parsed.merchant
    ? [parsed.merchant]
    : fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name.endsWith('.json'))
          .map((name) => name.slice(0, -'.json'.length))
      : [];
  if (codes.length === 0) {
    context.err(`No promotion files (*.json) in ${dir}.`);
    return 1;
  }
  const files: { merchant: MerchantConfig; file: PromotionFile }[] = [];
  const problems: string[] = [];
  for (const code of codes.sort()) {
    const merchant = await merchants.findByCode(code);
    const file = promotionFilePath(context.merchantsDir, code);
    if (!merchant) {
      problems.push(`Unknown merchant "${code}".`);
    } else if (!fs.existsSync(file)) {
      problems.push(`${code}: no promotion file at ${file}.`);
    } else {
      const result = readPromotionFile(file, merchant);
      if (result.file) files.push({ merchant, file: result.file });
      else problems.push(...result.problems);
    }
  }
  if (problems.length > 0) {
    for (const problem of problems) context.err(problem);
    return 1;
  }
  for (const { merchant, file } of files) {
    const counts = `${file.promotions.length} promotions, ${file.announcements.length} announcements, ${file.vipLevels.length} VIP levels`;
    if (parsed.command === 'check') {
      context.out(`${merchant.code}: valid (${counts}).`);
      continue;
    }
    const repositories = {
      promotions: new PromotionRepository(context.db),
      members: new MemberRepository(context.db),
    };
    const { unknownUsernames } = await importPromotions(
      repositories,
      merchant.code,
      file,
      context.now(),
    );
    context.out(`${merchant.code}: loaded ${counts}.`);
    for (const username of unknownUsernames) {
      context.err(
        `${merchant.code}: memberLabels names "${username}", who is not a member; skipped.`,
      );
    }
  }
  return 0;
}
