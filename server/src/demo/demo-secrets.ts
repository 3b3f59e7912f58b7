import { createHmac, randomBytes } from 'node:crypto';
import type { ServerSecretRepository } from '../core/db/server-secret-repository.js';

const SECRET_NAME = 'game-launch';

/**
 * The key the demo vendor's game launch tokens are signed with, and the demo's other secrets are
 * derived from: GAME_LAUNCH_SECRET when configured, else a random 256-bit secret made once and
 * kept in the database, so every instance and restart agrees on it.
 */
export function launchSecret(
  configured: string | undefined,
  secrets: ServerSecretRepository,
): () => Promise<Uint8Array> {
  if (configured) {
    const key = new TextEncoder().encode(configured);
    return () => Promise.resolve(key);
  }
  let stored: Promise<Uint8Array> | undefined;
  return () => {
    stored ??= secrets.getOrCreate(SECRET_NAME, randomBytes(32).toString('base64url')).then(
      (value) => new TextEncoder().encode(value),
      (error: unknown) => {
        // A failed read (database down) is retried on the next launch rather than kept.
        stored = undefined;
        throw error;
      },
    );
    return stored;
  };
}

/**
 * The demo vendor's seamless-wallet secret: derived from the launch secret for this one purpose,
 * so a launch token's key never signs a wallet request.
 */
export function demoWalletSecret(launch: () => Promise<Uint8Array>): () => Promise<Uint8Array> {
  return async () =>
    new Uint8Array(
      createHmac('sha256', await launch())
        .update('demo-vendor-wallet')
        .digest(),
    );
}

/** The demo payment provider's secret (links and notifications), derived like the wallet's. */
export function demoPaymentSecret(launch: () => Promise<Uint8Array>): () => Promise<Uint8Array> {
  return async () =>
    new Uint8Array(
      createHmac('sha256', await launch())
        .update('demo-payment')
        .digest(),
    );
}
