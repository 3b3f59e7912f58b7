import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../core/db/schema.js';
import type { ServerSecretRepository } from '../core/db/server-secret-repository.js';

const SEALING_SECRET = 'push-vapid-sealing';

export interface VapidPair {
  publicKey: string;
  privateKey: string;
}

/**
 * Each merchant's VAPID key pair: made on first use and kept in push_vapid_keys with the private
 * key sealed (AES-256-GCM) under a server secret. Instances racing on the first use all read back
 * the pair that won.
 */
export class VapidKeys {
  private key: Promise<Buffer> | undefined;
  private readonly cache = new Map<string, Promise<VapidPair>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly secrets: ServerSecretRepository,
    private readonly now: () => Date,
  ) {}

  /** The merchant's pair (the public key is the phone provider config's vapidKey). */
  of(merchantCode: string): Promise<VapidPair> {
    let pair = this.cache.get(merchantCode);
    if (!pair) {
      pair = this.load(merchantCode);
      pair.catch(() => this.cache.delete(merchantCode));
      this.cache.set(merchantCode, pair);
    }
    return pair;
  }

  private async load(merchantCode: string): Promise<VapidPair> {
    const fresh = webpush.generateVAPIDKeys();
    await this.db
      .insertInto('push_vapid_keys')
      .values({
        merchant_code: merchantCode,
        public_key: fresh.publicKey,
        private_key_sealed: await this.seal(fresh.privateKey),
        created_at: this.now(),
      })
      .onConflict((oc) => oc.column('merchant_code').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('push_vapid_keys')
      .select(['public_key', 'private_key_sealed'])
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirstOrThrow();
    return { publicKey: row.public_key, privateKey: await this.unseal(row.private_key_sealed) };
  }

  private sealingKey(): Promise<Buffer> {
    this.key ??= this.secrets
      .getOrCreate(SEALING_SECRET, randomBytes(32).toString('base64url'))
      .then(
        (value) => createHash('sha256').update(value).digest(),
        (error: unknown) => {
          this.key = undefined;
          throw error;
        },
      );
    return this.key;
  }

  private async seal(secret: string): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', await this.sealingKey(), iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  private async unseal(sealed: string): Promise<string> {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', await this.sealingKey(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
