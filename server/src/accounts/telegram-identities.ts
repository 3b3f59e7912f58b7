import { timingSafeEqual } from 'node:crypto';
import { offersSocialSignIn } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { VerifiedIdentity } from './identity-repository.js';
import { notOfferedError, telegramInvalidError } from './identity-errors.js';
import { telegramHash, type LocalIdentityProvider } from './local-identity-provider.js';

/** How old a Telegram login result may be. */
const TELEGRAM_MAX_AGE_SECONDS = 86_400;

export interface TelegramIdentityDependencies {
  local: LocalIdentityProvider;
  now: () => Date;
  env: NodeJS.ProcessEnv;
}

/** Telegram login widget results, checked by their HMAC under the bot token (Telegram's rule). */
export class TelegramIdentities {
  constructor(private readonly deps: TelegramIdentityDependencies) {}

  /** The bot and domain of the merchant's login widget (WPSCORE_getTelegramLoginSetting). */
  setting(merchant: MerchantConfig): { botId: string; authDomain: string } {
    const config = this.config(merchant);
    if (config.provider === 'local') {
      return { botId: this.deps.local.telegramBotToken().split(':')[0]!, authDomain: '' };
    }
    return { botId: config.botId, authDomain: config.authDomain };
  }

  verify(merchant: MerchantConfig, telegramAuth: string): VerifiedIdentity {
    const config = this.config(merchant);
    const botToken =
      config.provider === 'local'
        ? this.deps.local.telegramBotToken()
        : (this.deps.env[config.botTokenEnv] ?? '');
    if (!botToken) throw notOfferedError('telegram');
    const fields = parseFields(telegramAuth);
    if (!fields) throw telegramInvalidError();
    const expected = Buffer.from(telegramHash(fields, botToken), 'hex');
    const given = Buffer.from(String(fields.hash), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw telegramInvalidError();
    }
    const age = Math.floor(this.deps.now().getTime() / 1000) - Number(fields.auth_date);
    if (!(age >= -60 && age <= TELEGRAM_MAX_AGE_SECONDS)) throw telegramInvalidError();
    return { provider: 'telegram', subject: String(fields.id), channel: '' };
  }

  private config(merchant: MerchantConfig) {
    const config = merchant.signIn.telegram;
    if (!config || !offersSocialSignIn(merchant.flags, 'telegram')) {
      throw notOfferedError('telegram');
    }
    return config;
  }
}

/** The widget's fields: flat strings and numbers, a numeric id, auth_date and a hex hash. */
function parseFields(text: string): Record<string, string | number> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const fields = parsed as Record<string, unknown>;
  const flat = Object.values(fields).every((v) => typeof v === 'string' || typeof v === 'number');
  if (!flat || !Number.isSafeInteger(fields.id) || (fields.id as number) <= 0) return undefined;
  if (!Number.isSafeInteger(Number(fields.auth_date))) return undefined;
  if (typeof fields.hash !== 'string' || !/^[0-9a-f]{64}$/.test(fields.hash)) return undefined;
  return fields as Record<string, string | number>;
}
