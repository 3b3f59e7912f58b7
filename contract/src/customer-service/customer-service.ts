/**
 * Customer-service rules both sides need (SPEC sections 3, 5 and 9): which entries a player
 * sees, and the key an entry's encrypted path carries.
 */

/** The part of a customer-service entry the label filter reads. */
export interface LabelledEntry {
  labelIds: readonly string[];
}

/**
 * The entries for a player of the given VIP label (SPEC section 5): entries without labelIds are
 * for everyone; when the player has a label and entries name it, only those are used.
 */
export function customerServiceEntriesFor<E extends LabelledEntry>(
  entries: readonly E[],
  labelId: string | null | undefined,
): E[] {
  if (labelId) {
    const labelled = entries.filter((entry) => entry.labelIds.includes(labelId));
    if (labelled.length > 0) return labelled;
  }
  return entries.filter((entry) => entry.labelIds.length === 0);
}

/** How many characters at the end of an entry's encrypted path are its key (SPEC section 3). */
export const CUSTOMER_SERVICE_KEY_LENGTH = 8;

/** The key of an entry's encrypted path: its last 8 characters. */
export function customerServiceKey(path: string): string {
  return path.slice(-CUSTOMER_SERVICE_KEY_LENGTH);
}

/** How long an authKey of WPSCORE_saveMemberInfoByAuthKey stays good for the chat link. */
export const CHAT_AUTH_KEY_TTL_MS = 10 * 60_000;

/** The delays after which a chat widget's hooks are tried again (SPEC section 9). */
export const CHAT_WIDGET_HOOK_RETRIES_MS = [1000, 3000] as const;

/** How long after the widget a merchant's custom script is injected (SPEC section 9). */
export const CHAT_CUSTOM_SCRIPT_DELAY_MS = 500;
