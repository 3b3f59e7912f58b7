import type { IdentityProvider, SocialRegistrationField } from '@lobby/contract';
import { sessionStore } from '../../../lib/storage';
import { createStore, useStore } from '../../../lib/store';

/** The identity the choice dialog is linking: its one-use ticket and its provider. */
export interface PendingLink {
  bindTicket: string;
  provider: IdentityProvider;
  /** The name of the way it came (Google, LINE…), for the banner. */
  label: string;
}

const pendingLink = createStore<PendingLink | null>(null);

/** "Log in to existing account": the next password sign-in links this identity once proven. */
export const keepPendingLink = (link: PendingLink | null) => pendingLink.set(link);
export const usePendingLink = () => useStore(pendingLink);
export const currentPendingLink = () => pendingLink.get();

const REGISTRATION_KEY = 'lobby:socialRegistration';

/** The social fields a registration carries after "register new" (SPEC section 3). */
export interface PendingRegistration {
  fields: Partial<Record<SocialRegistrationField, string>>;
  label: string;
}

export function keepPendingRegistration(pending: PendingRegistration | null): void {
  if (pending) sessionStore.set(REGISTRATION_KEY, JSON.stringify(pending));
  else sessionStore.remove(REGISTRATION_KEY);
}

export function pendingRegistration(): PendingRegistration | null {
  try {
    const raw = sessionStore.get(REGISTRATION_KEY);
    return raw ? (JSON.parse(raw) as PendingRegistration) : null;
  } catch {
    return null;
  }
}
