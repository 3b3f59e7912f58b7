import { RESET_LINK } from '@lobby/contract';

let kept: string | null = null;

/**
 * The token of an emailed reset link (/m/resetPassword#token=…): taken out of the address bar at
 * once (history.replaceState), so it is not kept in history, bookmarks or a shared address, and
 * kept in memory only for this page.
 */
export function takeResetToken(): string | null {
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const token = fragment.get(RESET_LINK.fragmentKey);
  if (token) {
    kept = token;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }
  return kept;
}

/** Forgets the token once it is used (or refused). */
export function forgetResetToken(): void {
  kept = null;
}
