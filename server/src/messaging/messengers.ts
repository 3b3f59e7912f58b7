import type { MerchantConfig } from '../core/merchant-config.js';
import { HttpSms } from './http-sms.js';
import { LocalEmail, LocalSms } from './local-messaging.js';
import type { EmailSender, InboxWriter, SmsSender } from './messaging.js';
import { SmtpEmail } from './smtp-email.js';

export const MESSAGING_TIMEOUT_MS = 10_000;

export interface Messengers {
  sms(merchant: MerchantConfig): SmsSender;
  email(merchant: MerchantConfig): EmailSender;
  /**
   * Whether emails reach anyone: an SMTP server, or the local adapter with the development inbox
   * (demo merchants only).
   */
  emailConfigured(merchant: MerchantConfig): boolean;
}

/**
 * Each merchant's SMS and email adapters from its `messaging` settings; secrets come from the
 * variables loadVendorSecrets read at start. Only a demo merchant's local adapters write to the
 * development inbox: a real merchant's codes never land where an operator could read them.
 */
export function messengers(options: {
  secrets: Readonly<Record<string, string>>;
  /** The development inbox, when one is on (the demo adds it after the adapters are built). */
  inbox: () => InboxWriter | undefined;
  log: (details: Record<string, unknown>, message: string) => void;
}): Messengers {
  const { secrets, inbox, log } = options;
  const inboxOf = (merchant: MerchantConfig) => (merchant.demo ? inbox() : undefined);
  return {
    sms(merchant) {
      const sms = merchant.messaging.sms;
      if (sms.provider === 'local') return new LocalSms(merchant.code, inboxOf(merchant), log);
      return new HttpSms({
        url: sms.url,
        apiKey: secrets[sms.keyEnv] ?? '',
        sender: merchant.name,
        timeoutMs: MESSAGING_TIMEOUT_MS,
      });
    },
    emailConfigured(merchant) {
      return merchant.messaging.email.provider === 'smtp' || !!inboxOf(merchant);
    },
    email(merchant) {
      const email = merchant.messaging.email;
      if (email.provider === 'local') {
        return new LocalEmail(merchant.code, inboxOf(merchant), log);
      }
      return new SmtpEmail({
        host: email.host,
        port: email.port,
        secure: email.secure,
        from: email.from,
        user: email.userEnv ? secrets[email.userEnv] : undefined,
        password: email.passwordEnv ? secrets[email.passwordEnv] : undefined,
        timeoutMs: MESSAGING_TIMEOUT_MS,
      });
    },
  };
}
