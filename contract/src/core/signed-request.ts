/**
 * Headers of every signed request between Lobby and an outside party: a game launch and a
 * checkout Lobby sends, a vendor's seamless-wallet call and a provider's notification Lobby
 * receives. Who signs (a vendor or a provider), Unix seconds, and hex HMAC-SHA256 of
 * `timestamp.body` under the secret the two share.
 */
export const SIGNED_REQUEST_HEADERS = {
  vendor: 'x-lobby-vendor',
  provider: 'x-lobby-provider',
  /** An external platform reporting money events (POST /wps/platform/events). */
  platform: 'x-lobby-platform',
  timestamp: 'x-lobby-timestamp',
  signature: 'x-lobby-signature',
} as const;

/** Which header names the signer of a request. */
export type SignerHeader = 'vendor' | 'provider' | 'platform';

/** How far a signed request's timestamp may be from the receiver's clock. */
export const SIGNED_REQUEST_MAX_SKEW_MS = 300_000;
