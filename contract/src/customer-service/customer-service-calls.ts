import { z } from 'zod/mini';
import { defineCall, relayPath } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { text } from '../core/text.js';
import { CS_TYPES, customerServiceEntrySchema } from '../system/system-calls.js';

/** One customer-service entry as a player gets it: the entry and its path's key. */
export const playerCustomerServiceEntrySchema = z.extend(customerServiceEntrySchema, {
  /** The last 8 characters of the encrypted path (customerServiceKey). */
  key: z.string(),
});
export type PlayerCustomerServiceEntry = z.infer<typeof playerCustomerServiceEntrySchema>;

/**
 * A merchant's third-party chat widget as web loads it: the widget's script, then (after
 * CHAT_CUSTOM_SCRIPT_DELAY_MS) the merchant's custom scripts, then the hook, a global function
 * the scripts define, called with the player (tried again at CHAT_WIDGET_HOOK_RETRIES_MS). The
 * merchant's pages allow these scripts' origins in their Content-Security-Policy, and no others.
 */
export const chatWidgetSchema = z.object({
  csType: z.enum(CS_TYPES),
  scriptUrl: z.string(),
  customScripts: z.array(z.string()),
  hook: z.string(),
});
export type ChatWidget = z.infer<typeof chatWidgetSchema>;

/** What the widget's hook is called with: who the player is, and their chat link's authKey. */
export interface ChatWidgetPlayer {
  action: 'open';
  language: string;
  /** A member's name; absent for a visitor. */
  userName?: string;
  /** WPSCORE_saveMemberInfoByAuthKey's key for a member; absent for a visitor. */
  authKey?: string;
}

export const customerServiceScript = defineCall({
  method: 'GET',
  path: relayPath('WPSCORE_getCustomerServiceScript'),
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  value: z.object({
    /** The merchant's entries for this player's VIP label (customerServiceEntriesFor), in order. */
    entries: z.array(playerCustomerServiceEntrySchema),
    /** True when the merchant offers the built-in chat (CBS_launchChat). */
    builtInChat: z.boolean(),
    /** The merchant's third-party chat widget, when it has one; the chat page loads it. */
    widget: z.nullable(chatWidgetSchema),
  }),
  errors: [],
  summary:
    "The merchant's customer-service entries for the caller: a member's by the member's VIP label, a visitor's those without labelIds.",
});

export const saveMemberInfoByAuthKey = defineCall({
  method: 'POST',
  path: relayPath('WPSCORE_saveMemberInfoByAuthKey'),
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z.object({}),
  /** The authKey: a random, short-lived key the chat link carries instead of the session token. */
  value: z.string(),
  errors: [],
  summary:
    "Saves the member's name and id under a fresh random authKey for a chat link (CHAT_AUTH_KEY_TTL_MS); answers the authKey.",
});

/** Who a chat link's authKey stands for, as the chat provider learns it. */
export const chatAuthRecordSchema = z.object({
  merchant: z.string(),
  customerId: z.string(),
  userName: z.string(),
});

export const redeemChatAuthKey = defineCall({
  method: 'POST',
  path: '/wps/customer-service/auth-key/redeem',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({ authKey: text(64) }),
  value: chatAuthRecordSchema,
  errors: [ERROR_CODES.chatAuthKeyInvalid],
  summary:
    "The chat provider's side of WPSCORE_saveMemberInfoByAuthKey: exchanges a chat link's authKey for the member's id and name, once, within CHAT_AUTH_KEY_TTL_MS, on the member's own merchant only.",
});
