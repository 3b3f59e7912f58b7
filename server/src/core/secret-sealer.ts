import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { ServerSecretRepository } from './db/server-secret-repository.js';

/** What a sealed text starts with; a stored text without it was kept before sealing began. */
const SEALED_PREFIX = 'sealed:v1:';

/**
 * Seals texts for storage with AES-256-GCM under a server secret of its own name (made once,
 * shared by every instance through server_secrets), as the authenticator and VAPID keys are:
 * what a database row or dump shows is the ciphertext, never the text.
 */
export class SecretSealer {
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly secrets: ServerSecretRepository,
    private readonly name: string,
  ) {}

  async seal(text: string): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', await this.sealingKey(), iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return `${SEALED_PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The text of a sealed value; one stored before sealing began is answered as it is. */
  async open(stored: string): Promise<string> {
    if (!stored.startsWith(SEALED_PREFIX)) return stored;
    const raw = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', await this.sealingKey(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  private sealingKey(): Promise<Buffer> {
    this.key ??= this.secrets.getOrCreate(this.name, randomBytes(32).toString('base64url')).then(
      (value) => createHash('sha256').update(value).digest(),
      (error: unknown) => {
        this.key = undefined;
        throw error;
      },
    );
    return this.key;
  }
}
