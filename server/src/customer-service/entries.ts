import { createHash, randomBytes } from 'node:crypto';
import {
  CHAT_AUTH_KEY_TTL_MS,
  customerServiceEntriesFor,
  customerServiceKey,
  ERROR_CODES,
  type CallValue,
  type calls,
} from '@lobby/contract';
import type { MemberRepository } from '../accounts/index.js';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { OneUseStore } from '../core/limits/one-use-store.js';
import type { SessionContext } from '../core/http/request-identity.js';

type ScriptValue = CallValue<typeof calls.customerServiceScript>;

/** Who an authKey was made for: what a chat provider learns from the link. */
export interface ChatAuthRecord {
  merchant: string;
  customerId: string;
  userName: string;
}

const authKeyOf = (authKey: string) =>
  'chat-auth:' + createHash('sha256').update(authKey).digest('hex');

/**
 * The merchant's customer-service entries for one player (SPEC section 5's label filter) and
 * the authKeys chat links carry instead of a session token.
 */
export class CustomerServiceEntries {
  constructor(
    private readonly members: MemberRepository,
    private readonly authKeys: OneUseStore,
    /** The member's VIP label id (member info's clubLabel), or null without one. */
    private readonly labelOf: (merchantCode: string, memberId: number) => Promise<string | null>,
  ) {}

  /** A member's entries by the VIP label member info shows; a visitor's, those for everyone. */
  async forPlayer(merchant: MerchantConfig, session: SessionContext | null): Promise<ScriptValue> {
    const labelId = session ? await this.labelOf(session.merchantCode, session.memberId) : null;
    const entries = customerServiceEntriesFor(merchant.customerService, labelId).map((entry) => ({
      ...entry,
      key: customerServiceKey(entry.path),
    }));
    const widget = merchant.chat.widget;
    return {
      entries,
      builtInChat: merchant.chat.builtIn,
      widget: widget
        ? {
            csType: widget.csType,
            scriptUrl: widget.scriptUrl,
            customScripts: widget.customScripts,
            hook: widget.hook,
          }
        : null,
    };
  }

  /** Saves who the member is under a fresh random authKey and answers the key. */
  async saveAuthKey(session: SessionContext): Promise<string> {
    const member = await this.members.findById(session.merchantCode, session.memberId);
    if (!member)
      throw new AppError(401, ERROR_CODES.customerNotLogin, 'Please sign in to continue');
    const authKey = randomBytes(24).toString('base64url');
    const record: ChatAuthRecord = {
      merchant: session.merchantCode,
      customerId: String(member.id),
      userName: member.username,
    };
    await this.authKeys.put(authKeyOf(authKey), JSON.stringify(record), CHAT_AUTH_KEY_TTL_MS);
    return authKey;
  }

  /**
   * The chat provider's redeem of an authKey: who the member is, once; a key of another merchant
   * answers as an unknown one.
   */
  async redeemAuthKey(merchant: MerchantConfig, authKey: string): Promise<ChatAuthRecord> {
    const stored = await this.authKeys.take(authKeyOf(authKey));
    const record = stored ? (JSON.parse(stored) as ChatAuthRecord) : undefined;
    if (!record || record.merchant !== merchant.code) {
      throw new AppError(
        404,
        ERROR_CODES.chatAuthKeyInvalid,
        'This authKey is unknown, used or expired',
      );
    }
    return record;
  }
}
