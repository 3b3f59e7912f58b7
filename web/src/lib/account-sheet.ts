import { createStore, useStore } from './store';

/**
 * The accounts bottom sheet: log in or register over the current page (closing it leaves the
 * player where they were), the one-time welcome after registration, or the two-factor step a
 * sign-in may ask for. The header opens it; the shell draws it, from a lazy chunk, only while it
 * is open.
 */
export type AccountSheetRequest =
  | { mode: 'login' }
  | { mode: 'register' }
  | { mode: 'welcome'; name: string }
  | { mode: 'twoFactor' };

const sheet = createStore<AccountSheetRequest | null>(null);

/** Opens (or switches) the accounts sheet. */
export function openAccountSheet(request: AccountSheetRequest): void {
  sheet.set(request);
}

/** Closes the accounts sheet. */
export function closeAccountSheet(): void {
  sheet.set(null);
}

export const useAccountSheet = () => useStore(sheet);
