import {
  toBase64Url,
  type EnvelopeCryptoKey,
  type EnvelopeScheme,
  type HpkeRecipientKey,
  type LegacyPrivateKey,
} from '@lobby/contract';
import type { EnvelopeKeyRepository, EnvelopeKeyRow } from './envelope-key-repository.js';
import { ShortCache } from '../core/db/short-cache.js';
import {
  generateEnvelopeKeyPair,
  importAesGcmPrivateKey,
  importHpkeRecipientKey,
  importLegacyPrivateKey,
  type EnvelopeKeyPair,
} from './envelope-key-material.js';

/** How long a key is current, and how long it keeps opening requests once retired. */
export interface EnvelopeKeyPolicy {
  rotationMs: number;
  graceMs: number;
}

/** The key policy of the configuration. */
export function envelopeKeyPolicy(config: {
  envelope: { keyRotationMs: number; keyGraceMs: number };
}): EnvelopeKeyPolicy {
  return { rotationMs: config.envelope.keyRotationMs, graceMs: config.envelope.keyGraceMs };
}

/**
 * Makes each merchant's current key ahead of its first visitor, so no first sign-in waits on RSA
 * key generation (seconds for 3072 bits on a small machine). Keys already current are kept.
 */
export async function makeEnvelopeKeysAhead(
  keys: EnvelopeKeys,
  merchants: readonly { code: string; envelope: EnvelopeScheme }[],
): Promise<void> {
  for (const merchant of merchants) await keys.current(merchant.code, merchant.envelope);
}

const IMPORTED_KEYS_KEPT = 1000;

type ImportedKey = EnvelopeCryptoKey | LegacyPrivateKey | HpkeRecipientKey;

/**
 * Merchants' envelope keys: made on first need per merchant and scheme, rotated once their time
 * is up (the old key is marked retired), and still accepted for the grace period after that.
 */
export class EnvelopeKeys {
  private readonly making = new Map<string, Promise<EnvelopeKeyRow>>();
  // Key material never changes under an id, so imported keys are kept; retirement is always read.
  private readonly imported = new Map<string, Promise<ImportedKey>>();
  // The current key and the live keys, read at most once a second: a key another instance has
  // just made is read at once when a request names it, and rotation is judged on the clock.
  private readonly currentKeys = new ShortCache<EnvelopeKeyRow>();
  private readonly liveKeys = new ShortCache<{ rows: EnvelopeKeyRow[] }>();

  private readonly repository: EnvelopeKeyRepository;
  private readonly policy: EnvelopeKeyPolicy;
  private readonly now: () => Date;
  private readonly generate: (scheme: EnvelopeScheme) => Promise<EnvelopeKeyPair>;

  constructor(deps: {
    repository: EnvelopeKeyRepository;
    policy: EnvelopeKeyPolicy;
    now: () => Date;
    generate?: (scheme: EnvelopeScheme) => Promise<EnvelopeKeyPair>;
  }) {
    this.repository = deps.repository;
    this.policy = deps.policy;
    this.now = deps.now;
    this.generate = deps.generate ?? generateEnvelopeKeyPair;
  }

  /** The merchant's current key of a scheme, made or rotated first when needed. */
  async current(merchantCode: string, scheme: EnvelopeScheme): Promise<EnvelopeKeyRow> {
    const slot = `${merchantCode}\n${scheme}`;
    const existing = await this.currentKeys.get(slot, () =>
      this.repository.current(merchantCode, scheme),
    );
    if (existing && this.rotationDue(existing) > this.now().getTime()) return existing;
    let pending = this.making.get(slot);
    if (!pending) {
      pending = this.replace(merchantCode, scheme, existing).finally(() =>
        this.making.delete(slot),
      );
      this.making.set(slot, pending);
    }
    return pending;
  }

  /**
   * The merchant's keys of a scheme that still open requests, newest first. Given the key id a
   * request names, a recent read serves unless it lacks that key; without one, keys are read.
   */
  async usable(
    merchantCode: string,
    scheme: EnvelopeScheme,
    keyId?: string,
  ): Promise<EnvelopeKeyRow[]> {
    const now = this.now().getTime();
    const read = async () => ({
      rows: await this.repository.live(merchantCode, scheme, new Date(now - this.policy.graceMs)),
    });
    const slot = `${merchantCode}\n${scheme}`;
    let keys = keyId ? (await this.liveKeys.get(slot, read))!.rows : (await read()).rows;
    if (keyId && !keys.some((key) => key.id === keyId)) {
      this.liveKeys.forget(slot);
      keys = (await this.liveKeys.get(slot, read))!.rows;
    }
    return keys.filter((key) => this.usableUntil(key) > now);
  }

  /** The moment (epoch ms) a key stops opening requests: its retirement plus the grace period. */
  usableUntil(key: EnvelopeKeyRow): number {
    const retired = Math.min(key.retiredAt?.getTime() ?? Infinity, this.rotationDue(key));
    return retired + this.policy.graceMs;
  }

  /** The key pair of an hpke key, for opening HPKE base mode. */
  hpkeRecipientKey(key: EnvelopeKeyRow): Promise<HpkeRecipientKey> {
    return this.importOnce(key, (row) =>
      importHpkeRecipientKey(row.privateKeyPem, row.publicKey),
    ) as Promise<HpkeRecipientKey>;
  }

  /** The private key of an aes-gcm key, for RSA-OAEP-256 unwrapping. */
  aesGcmPrivateKey(key: EnvelopeKeyRow): Promise<EnvelopeCryptoKey> {
    return this.importOnce(key, (row) =>
      importAesGcmPrivateKey(row.privateKeyPem),
    ) as Promise<EnvelopeCryptoKey>;
  }

  /** The private key of a des-ecb key, for textbook RSA. */
  legacyPrivateKey(key: EnvelopeKeyRow): Promise<LegacyPrivateKey> {
    return this.importOnce(key, (row) =>
      importLegacyPrivateKey(row.privateKeyPem),
    ) as Promise<LegacyPrivateKey>;
  }

  private rotationDue(key: EnvelopeKeyRow): number {
    return key.createdAt.getTime() + this.policy.rotationMs;
  }

  private async replace(
    merchantCode: string,
    scheme: EnvelopeScheme,
    previous: EnvelopeKeyRow | undefined,
  ): Promise<EnvelopeKeyRow> {
    const pair = await this.generate(scheme);
    const now = this.now();
    const next: EnvelopeKeyRow = {
      merchantCode,
      id: toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(16))),
      scheme,
      publicKey: pair.publicKey,
      privateKeyPem: pair.privateKeyPem,
      createdAt: now,
      retiredAt: null,
    };
    if (previous) {
      // Retired when it was due, not when first asked for later, so its grace never stretches.
      const retiredAt = new Date(Math.min(now.getTime(), this.rotationDue(previous)));
      const purgeBefore = new Date(now.getTime() - this.policy.graceMs);
      await this.repository.rotate(previous.id, retiredAt, next, purgeBefore);
    } else {
      await this.repository.insertFirst(next);
    }
    this.currentKeys.forget(`${merchantCode}\n${scheme}`);
    this.liveKeys.forget(`${merchantCode}\n${scheme}`);
    // Another instance may have stored its key first; whichever is current now is the one.
    const current = await this.repository.current(merchantCode, scheme);
    if (!current) throw new Error(`no current ${scheme} key for ${merchantCode} after storing one`);
    return current;
  }

  private importOnce(
    key: EnvelopeKeyRow,
    load: (row: EnvelopeKeyRow) => Promise<ImportedKey>,
  ): Promise<ImportedKey> {
    const id = `${key.merchantCode}\n${key.id}`;
    let imported = this.imported.get(id);
    if (!imported) {
      if (this.imported.size >= IMPORTED_KEYS_KEPT) {
        this.imported.delete(this.imported.keys().next().value!);
      }
      imported = load(key);
      imported.catch(() => this.imported.delete(id));
      this.imported.set(id, imported);
    }
    return imported;
  }
}
