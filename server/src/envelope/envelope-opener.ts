import { createHash } from 'node:crypto';
import {
  ERROR_CODES,
  openAesGcm,
  openDesEcbBody,
  openHpke,
  parseKeyedHeader,
  recoverLegacyKeyString,
  type EnvelopeScheme,
  type KeyedEncryptionHeader,
  type KeyedScheme,
} from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { EnvelopeKeys } from './envelope-keys.js';
import type { NonceStore } from './nonce-store.js';

/** What the opener reads from an encrypted request. */
export interface SealedRequest {
  method: string;
  /** The path without its query. */
  path: string;
  encryption: string | undefined;
  digest: string | undefined;
  rsa: string | undefined;
  /** The raw body text: `{ "value": "<base64>" }`, or (des-ecb only) the bare base64. */
  body: string;
}

/**
 * The one answer to every envelope that cannot be opened, whatever the cause, so that a client
 * learns nothing about which check failed. `reason` is for the log only.
 */
export class EnvelopeInvalidError extends AppError {
  constructor(readonly reason: string) {
    super(
      400,
      ERROR_CODES.envelopeInvalid,
      'The encrypted request could not be read; fetch the key again and retry',
    );
  }
}

const HEX = /^[0-9a-fA-F]{2,2048}$/;
const BASE64_TEXT = /^[A-Za-z0-9+/]+={0,2}$/;

function refuse(reason: string): never {
  throw new EnvelopeInvalidError(reason);
}

/** Runs a decoding or decryption step, turning any failure of it into the generic refusal. */
async function step<T>(reason: string, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    return refuse(reason);
  }
}

/** The base64 ciphertext of a body: `{ "value": "..." }`, or bare base64 text when allowed. */
function ciphertextOf(body: string, allowBare: boolean): string {
  const text = body.trim();
  const bare = text.replace(/\s+/g, '');
  if (allowBare && BASE64_TEXT.test(bare)) return bare;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refuse('body is neither { value } nor base64');
  }
  // A bare JSON string is how some legacy clients send the base64 text.
  if (allowBare && typeof parsed === 'string') return parsed;
  const value = (parsed as { value?: unknown } | null)?.value;
  if (typeof value !== 'string') refuse('body has no string value');
  return value;
}

/**
 * Opens encrypted request bodies: checks the scheme against the merchant's, finds a usable key,
 * decrypts, and accepts each nonce (hpke, aes-gcm) or key string (des-ecb) once.
 */
export class EnvelopeOpener {
  private readonly keys: EnvelopeKeys;
  private readonly nonces: NonceStore;
  private readonly replayWindowMs: number;
  private readonly now: () => Date;

  constructor(deps: {
    keys: EnvelopeKeys;
    nonces: NonceStore;
    replayWindowMs: number;
    now: () => Date;
  }) {
    this.keys = deps.keys;
    this.nonces = deps.nonces;
    this.replayWindowMs = deps.replayWindowMs;
    this.now = deps.now;
  }

  /**
   * Opens a request of a merchant using `scheme`; answers the plaintext JSON text. An hpke
   * merchant also opens aes-gcm requests with the RSA key it had before the move, for as long as
   * that key would have lasted (until its rotation, then its grace): no new RSA key is made.
   */
  open(merchantCode: string, scheme: EnvelopeScheme, request: SealedRequest): Promise<string> {
    if (scheme === 'des-ecb') return this.openDesEcb(merchantCode, request);
    const { scheme: sealedWith, ...header } =
      parseKeyedHeader(request.encryption ?? '') ?? refuse('not a keyed header');
    const accepted = scheme === 'hpke' ? ['hpke', 'aes-gcm'] : [scheme];
    if (!accepted.includes(sealedWith)) refuse(`a ${sealedWith} header on a ${scheme} merchant`);
    return this.openKeyed(merchantCode, sealedWith, header, request);
  }

  private async openKeyed(
    merchantCode: string,
    scheme: KeyedScheme,
    header: KeyedEncryptionHeader,
    request: SealedRequest,
  ): Promise<string> {
    if (!request.digest || !request.rsa) refuse('X-Digest or X-RSA missing');
    const value = ciphertextOf(request.body, false);
    const now = this.now().getTime();
    if (Math.abs(now - header.timestamp) > this.replayWindowMs) refuse('timestamp out of window');
    const usable = await this.keys.usable(merchantCode, scheme, header.keyId);
    const key = usable.find((candidate) => candidate.id === header.keyId) ?? refuse('unknown key');
    const sealed = {
      header,
      digest: request.digest!,
      rsa: request.rsa!,
      value,
      target: { method: request.method, path: request.path },
    };
    // A stored key that fails to import is the server's fault, not the envelope's: not in step.
    const opening =
      scheme === 'hpke'
        ? await this.keys.hpkeRecipientKey(key).then((pair) => () => openHpke(sealed, pair))
        : await this.keys.aesGcmPrivateKey(key).then((rsa) => () => openAesGcm(sealed, rsa));
    const plaintext = await step('does not open', opening);
    // Any timestamp still inside the window is within 2 windows of the first claim.
    const fresh = await this.nonces.claim(
      `${scheme}:${merchantCode}:${header.nonce}`,
      2 * this.replayWindowMs,
    );
    if (!fresh) refuse('nonce replayed');
    return plaintext;
  }

  private async openDesEcb(merchantCode: string, request: SealedRequest): Promise<string> {
    const encryption = request.encryption ?? '';
    if (!HEX.test(encryption)) refuse('not a des-ecb header');
    const ciphertext = ciphertextOf(request.body, true);
    // The legacy header names no key, so each usable key is tried; a wrong one yields no r.
    for (const key of await this.keys.usable(merchantCode, 'des-ecb')) {
      const keyString = recoverLegacyKeyString(encryption, await this.keys.legacyPrivateKey(key));
      if (!keyString) continue;
      const plaintext = await step('does not decrypt', () => openDesEcbBody(ciphertext, keyString));
      // r is the DES key of this body: the store only ever sees its hash.
      const digest = createHash('sha256').update(keyString).digest('base64url');
      const fresh = await this.nonces.claim(
        `des-ecb:${merchantCode}:${key.id}:${digest}`,
        this.keys.usableUntil(key) - this.now().getTime(),
      );
      if (!fresh) refuse('key string replayed');
      return plaintext;
    }
    return refuse('no usable key recovers a key string');
  }
}
