import { createHandoff } from '@lobby/contract';
import { api } from '../../lib/api';

/**
 * Opens an external link for a member in a new tab, with their username and a one-use hand-off
 * token the server appends (never the session token). The tab opens at the tap, while the
 * browser still counts it as the player's doing, and goes to the link once the token is there.
 */
export async function openWithHandoff(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  // The partner's page must not reach back into this one.
  if (tab) tab.opener = null;
  try {
    const value = await api.call(createHandoff, { body: { url } });
    if (tab) tab.location.replace(value.url);
    else window.open(value.url, '_blank', 'noopener,noreferrer');
  } catch {
    // The error catalogue has said what went wrong.
    tab?.close();
  }
}

/** Opens an external link for a visitor in a new tab, as it is. */
export function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
