import { takeQueryToken } from '@lobby/contract';

let linkToken: string | undefined;

/**
 * Takes a sign-in link's token (`token` or `tokens`, SPEC section 2) out of the address bar with
 * history.replaceState. Runs before the app renders, so nothing reads or sends the address (the
 * status call's `url`, trackers, a copied link) while the token is still in it.
 */
export function takeLinkToken(): void {
  const { pathname, search, hash } = window.location;
  const { token, rest } = takeQueryToken(search);
  if (rest === search) return;
  history.replaceState(history.state, '', pathname + rest + hash);
  linkToken = token;
}

/** The token a sign-in link brought, once: the next call answers undefined. */
export function consumeLinkToken(): string | undefined {
  const token = linkToken;
  linkToken = undefined;
  return token;
}
