import { createStore, useStore } from './store';

/**
 * The accounts bottom sheet: log in or register over the current page (closing it leaves the
 * player where they were), or the one-time welcome after registration. The header opens it; the
 * shell draws it, from a lazy chunk, only while it is open.
 */
export type AccountSheetRequest =
  { mode: 'login' } | { mode: 'register' } | { mode: 'welcome'; name: string };

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
