import type { Kysely } from 'kysely';
import { pushSendBodySchema, UI_LANGUAGES, type PushSendBody } from '@lobby/contract';
import { AuditLog } from '../core/audit/audit-log.js';
import type { Database } from '../core/db/schema.js';
import { ServerSecretRepository } from '../core/db/server-secret-repository.js';
import { MerchantRepository } from '../merchants/index.js';
import { buildPush, pushTransport } from '../push/index.js';

export const PUSH_USAGE = [
  'Usage: npm run push -- --merchant <code> (--topic <topic> | --member <id>)',
  '         --title <text> --body <text> --url </m/… or https://…>',
  '         [--in <LANG> --title … --body … --url …]… [--language <default LANG>]',
  '         [--service] [--by <name>]',
  'Queues a push in the push outbox (marketing unless --service: never to a member on a break),',
  'appends it to the audit log under --by (default "cli"), then sends what is due now; the',
  "server's worker retries what fails.",
].join('\n');

export interface PushCommandContext {
  db: Kysely<Database>;
  defaultMerchant: string | undefined;
  /** The deployment's PUSH_SERVICE_URL, as the server has it. */
  pushServiceUrl: string | undefined;
  now?: () => Date;
  out: (line: string) => void;
  err: (line: string) => void;
}

interface ParsedPush {
  merchant: string;
  by: string;
  /** Null until the merchant's default language is known. */
  defaultLanguage: string | null;
  body: Omit<PushSendBody, 'defaultLanguage' | 'contents'> & {
    contents: Record<string, Partial<{ title: string; body: string; url: string }>>;
  };
}

const UI = new Set<string>(UI_LANGUAGES);

/** Reads the arguments; undefined when they are malformed. */
export function parsePushArgs(
  args: readonly string[],
  defaultMerchant: string | undefined,
): ParsedPush | undefined {
  let merchant = defaultMerchant;
  let by = 'cli';
  let defaultLanguage: string | null = null;
  let target: PushSendBody['target'] | undefined;
  let marketing = true;
  let language = '';
  const contents: ParsedPush['body']['contents'] = {};
  for (let i = 0; i < args.length; i += 1) {
    const flag = args[i]!;
    if (flag === '--service') {
      marketing = false;
      continue;
    }
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) return undefined;
    i += 1;
    switch (flag) {
      case '--merchant':
        merchant = value;
        break;
      case '--by':
        by = value;
        break;
      case '--topic':
        target = { topic: value };
        break;
      case '--member': {
        const memberId = Number(value);
        if (!Number.isInteger(memberId)) return undefined;
        target = { memberId };
        break;
      }
      case '--language':
      case '--in':
        if (!UI.has(value)) return undefined;
        if (flag === '--language') defaultLanguage = value;
        else language = value;
        break;
      case '--title':
      case '--body':
      case '--url':
        (contents[language] ??= {})[flag.slice(2) as 'title' | 'body' | 'url'] = value;
        break;
      default:
        return undefined;
    }
  }
  if (!merchant || !target || Object.keys(contents).length === 0) return undefined;
  return { merchant, by, defaultLanguage, body: { target, marketing, contents } };
}

/**
 * Operator command: sends a push from the command line as the Push page does. Answers 0 queued,
 * 1 refused (unknown merchant, or words the contract refuses), 2 a usage mistake.
 */
export async function runPushCommand(
  args: readonly string[],
  context: PushCommandContext,
): Promise<number> {
  const parsed = parsePushArgs(args, context.defaultMerchant);
  if (!parsed) {
    context.err(PUSH_USAGE);
    return 2;
  }
  const merchants = new MerchantRepository(context.db);
  const merchant = await merchants.findByCode(parsed.merchant);
  if (!merchant) {
    context.err(`Unknown merchant "${parsed.merchant}".`);
    return 1;
  }
  const defaultLanguage = parsed.defaultLanguage ?? merchant.defaultLanguage;
  // Words given before any --in are the default language's.
  const { '': plain, ...rest } = parsed.body.contents;
  const contents = plain ? { ...rest, [defaultLanguage]: plain } : rest;
  const checked = pushSendBodySchema.safeParse({ ...parsed.body, defaultLanguage, contents });
  if (!checked.success || !checked.data.contents[checked.data.defaultLanguage]) {
    context.err(
      checked.success
        ? `No words in the default language ${defaultLanguage}.`
        : `Refused: ${checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
    return 1;
  }
  const now = context.now ?? (() => new Date());
  const push = buildPush({
    db: context.db,
    now,
    secrets: new ServerSecretRepository(context.db),
    audit: new AuditLog(context.db, now),
    merchantOf: (code) => merchants.findByCode(code),
    log: {
      warn: (details, message) => context.err(`${message} ${JSON.stringify(details)}`),
      error: (details, message) => context.err(`${message} ${JSON.stringify(details)}`),
    },
    transport: pushTransport(context.pushServiceUrl),
  });
  const { messageId, recipients } = await push.service.send(
    merchant.code,
    { merchantCode: merchant.code, operatorId: null, operatorName: parsed.by, ip: null },
    checked.data,
  );
  context.out(`Push ${messageId} queued for ${recipients} subscription(s).`);
  const sent = await push.worker.drain();
  context.out(`Sent ${sent} now; the server's worker retries any that failed.`);
  return 0;
}
