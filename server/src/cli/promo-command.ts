import fs from 'node:fs';
import path from 'node:path';
import { MerchantRepository } from '../merchants/index.js';
import { GameRepository } from '../games/index.js';
import {
  ContentRepository,
  contentFile,
  importRepositories,
  readContent,
  promotionFilePath,
  readPromotionFile,
  type PromotionFile,
  importPromotions,
} from '../promotions/index.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { splitArgs, type CommandContext } from './vip-command.js';

export const PROMO_USAGE = [
  'Usage: npm run promo -- check [--merchant <code>]',
  '       npm run promo -- import [--merchant <code>] [--replace]',
  '       npm run promo -- export [--merchant <code>] [--out <file>]',
].join('\n');

export interface PromoCommandContext extends CommandContext {
  /** MERCHANTS_DIR: promotion files are merchants/promotions/<code>.json. */
  merchantsDir: string;
  now: () => Date;
}

const COMMANDS = ['check', 'import', 'load', 'export'] as const;

/**
 * Parses `check|import|export [--merchant code] [--replace] [--out file]`; without --merchant it
 * means every merchant. `load` is the former name of `import`.
 */
export function parsePromoArgs(args: readonly string[]) {
  const replace = args.includes('--replace');
  const split = splitArgs(
    args.filter((arg) => arg !== '--replace'),
    ['merchant', 'out'],
  );
  if (!split) return undefined;
  const [given, ...rest] = split.positional;
  const command = COMMANDS.find((name) => name === given);
  if (!command || rest.length > 0) return undefined;
  if (replace && command !== 'import' && command !== 'load') return undefined;
  if (split.flags.out && command !== 'export') return undefined;
  return {
    command: command === 'load' ? 'import' : command,
    merchant: split.flags.merchant,
    replace,
    out: split.flags.out,
  } as const;
}

/**
 * Operator command: `check` validates merchants' promotion files (each bad field on a line of its
 * own); `import` validates and stores them by the import rule: a merchant whose content was edited
 * in the console since its last import keeps it (said on a line) unless `--replace` is given;
 * running servers answer with what was stored at once. `export` writes each merchant's content
 * as its promotion file (or to --out), which imports back to the same content. Exit code: 0 done,
 * 1 an unknown merchant, a missing file or a bad one (nothing stored), 2 a usage mistake.
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
  if (parsed.command === 'export') return exportContent(parsed, merchants, context);
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
    const { unknownUsernames, kept } = await importPromotions(
      importRepositories(context.db),
      merchant.code,
      file,
      context.now(),
      { replace: parsed.replace },
    );
    if (kept) {
      context.out(
        `${merchant.code}: kept; its content was edited in the console since the last import (--replace replaces it).`,
      );
      continue;
    }
    context.out(`${merchant.code}: loaded ${counts}.`);
    for (const username of unknownUsernames) {
      context.err(
        `${merchant.code}: memberLabels names "${username}", who is not a member; skipped.`,
      );
    }
  }
  return 0;
}

async function exportContent(
  parsed: { merchant?: string; out?: string },
  merchants: MerchantRepository,
  context: PromoCommandContext,
): Promise<number> {
  const codes = parsed.merchant ? [parsed.merchant] : await merchants.codes();
  const all = await Promise.all(codes.map((code) => merchants.findByCode(code)));
  if (all.some((merchant) => !merchant)) {
    context.err(`Unknown merchant "${parsed.merchant}".`);
    return 1;
  }
  if (parsed.out && all.length !== 1) {
    context.err('--out writes one merchant: name it with --merchant.');
    return 2;
  }
  const stores = {
    content: new ContentRepository(context.db),
    games: new GameRepository(context.db),
  };
  for (const merchant of all as MerchantConfig[]) {
    const file = contentFile(await readContent(stores, merchant.code));
    const target = parsed.out ?? promotionFilePath(context.merchantsDir, merchant.code);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `${JSON.stringify(file, null, 2)}\n`);
    context.out(`${merchant.code}: wrote ${target}.`);
  }
  return 0;
}
