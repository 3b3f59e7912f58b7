/**
 * How a new password is judged, on both sides: in the form before it is sent and on the server
 * before it is hashed. It is judged in the form it is hashed in (NFKC), so `ｐａｓｓｗｏｒｄ１２３`
 * counts as `password123`. The server adds the common-password list, too big for the browser.
 */

/** Password rules shared by the forms and the server, in characters (code points) after NFKC. */
export const PASSWORD_RULES = {
  minLength: 8,
  maxLength: 128,
  /** UTF-16 units a password field may carry before normalisation (NFKC may shorten it). */
  maxInputLength: 512,
  /** A merchant name shorter than this is not looked for inside passwords (too many false hits). */
  minNameLength: 4,
} as const;

/** What is wrong with a new password; the server adds 'common' from its list. */
export type PasswordProblem = 'tooShort' | 'tooLong' | 'containsUsername' | 'containsMerchant';

/** Who the password belongs to: what it must not contain. */
export interface PasswordOwner {
  username?: string;
  merchantName?: string;
}

/** The form a password is judged, hashed and verified in: Unicode NFKC. */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

/** The length of a text in characters (code points), not UTF-16 units. */
export function characterCount(value: string): number {
  return [...value].length;
}

/** The letters and digits of a text, normalised and case-folded: what containment compares. */
const essence = (value: string) =>
  normalizePassword(value)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** True when the password's letters and digits hold the name's (`Lucky-Ann-1` holds `lucky_ann`). */
function holds(password: string, name: string | undefined, minLength: number): boolean {
  const wanted = name ? essence(name) : '';
  return characterCount(wanted) >= Math.max(minLength, 1) && password.includes(wanted);
}

/** 'tooShort' or 'tooLong' unless the password is 8 to 128 characters once normalised. */
export function passwordLengthProblem(password: string): 'tooShort' | 'tooLong' | null {
  const length = characterCount(normalizePassword(password));
  if (length < PASSWORD_RULES.minLength) return 'tooShort';
  if (length > PASSWORD_RULES.maxLength) return 'tooLong';
  return null;
}

/**
 * The first rule a new password breaks, judged on its NFKC form, case-insensitively and ignoring
 * spaces and punctuation; null when it keeps them all. Length first, then the owner's username,
 * then the merchant's name.
 */
export function passwordProblem(
  password: string,
  owner: PasswordOwner = {},
): PasswordProblem | null {
  const length = passwordLengthProblem(password);
  if (length) return length;
  const judged = essence(password);
  if (holds(judged, owner.username, 1)) return 'containsUsername';
  if (holds(judged, owner.merchantName, PASSWORD_RULES.minNameLength)) return 'containsMerchant';
  return null;
}
