import { session } from '../../../lib/session';

/**
 * The password the player has just typed (at registration, or at a sign-in that must change it),
 * so /m/changePsw does not ask for it again. Kept in memory only, never in storage: a reload
 * simply asks for it. Forgotten after the change, and whenever the session ends or changes.
 */
export type PendingReason = 'registered' | 'expired';

let pending: { password: string; reason: PendingReason; token: string } | null = null;

export function rememberPendingPassword(password: string, reason: PendingReason): void {
  const token = session.get()?.token;
  pending = token ? { password, reason, token } : null;
}

/** The remembered password, only while the session it was typed for is still the current one. */
export function pendingPassword(): { password: string; reason: PendingReason } | null {
  if (!pending || pending.token !== session.get()?.token) {
    pending = null;
    return null;
  }
  return { password: pending.password, reason: pending.reason };
}

export function forgetPendingPassword(): void {
  pending = null;
}

session.subscribe(() => {
  if (pending && pending.token !== session.get()?.token) pending = null;
});
