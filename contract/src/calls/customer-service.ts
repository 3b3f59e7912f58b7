import { z } from 'zod/mini';
import { defineCall, relayPath } from '../call.js';
import { customerServiceEntrySchema } from './system.js';

/** One customer-service entry as a player gets it: the entry and its path's key. */
export const playerCustomerServiceEntrySchema = z.extend(customerServiceEntrySchema, {
  /** The last 8 characters of the encrypted path (customerServiceKey). */
  key: z.string(),
});
export type PlayerCustomerServiceEntry = z.infer<typeof playerCustomerServiceEntrySchema>;

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
