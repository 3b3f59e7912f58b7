import { localStore } from '../../../lib/storage';

// Per merchant and member: the first-time welcome shows once on this device.
const keyOf = (merchantCode: string, memberId: string) =>
  `lobby:welcomed:${merchantCode}:${memberId}`;

/** True the first time it is asked for a member; it then remembers the welcome was shown. */
export function takeWelcome(merchantCode: string, memberId: string): boolean {
  const key = keyOf(merchantCode, memberId);
  if (localStore.get(key)) return false;
  localStore.set(key, '1');
  return true;
}
