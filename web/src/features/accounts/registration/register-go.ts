import { postRegisterDestination } from '@lobby/contract';
import { sessionStore } from '../../../lib/storage';

const REGISTER_GO_KEY = 'lobby:registerGo';

/** Keeps the go target a visitor arrived with, for after registration (SPEC section 2). */
export function storeRegisterGo(go: string | null): void {
  if (go) sessionStore.set(REGISTER_GO_KEY, go);
}

/** Where to go after registration: a stored go when safe, else /m/home. Forgets it. */
export function takeRegisterDestination(): string {
  const stored = sessionStore.get(REGISTER_GO_KEY);
  sessionStore.remove(REGISTER_GO_KEY);
  return postRegisterDestination(stored, window.location.origin);
}
