import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { TWO_FACTOR_RULES } from '@lobby/contract';
import type { ServerSecretRepository } from '../db/server-secret-repository.js';

const SECRET_NAME = 'two-factor-sealing';

/**
 * Authenticator (TOTP, RFC 6238, through otplib) secrets: made, sealed with AES-256-GCM under a
 * server secret for storage, and codes judged against them. Members' second factor
 * and operators' sign-in share it, and so the sealing key.
 */
export class TotpSecrets {
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly secrets: ServerSecretRepository,
    private readonly now: () => Date,
  ) {}

  /** A new random secret (base32) and its otpauth:// address for an authenticator app. */
  create(issuer: string, label: string): { secret: string; otpauthUri: string } {
    const secret = generateSecret();
    return { secret, otpauthUri: generateURI({ issuer, label, secret }) };
  }

  /** The time step a code belongs to, within the allowed drift; undefined when it is wrong. */
  async stepOf(sealed: string, code: string): Promise<number | undefined> {
    if (!/^\d{6}$/.test(code)) return undefined;
    const result = await verify({
      secret: await this.unseal(sealed),
      token: code,
      epoch: Math.floor(this.now().getTime() / 1000),
      period: TWO_FACTOR_RULES.periodSeconds,
      epochTolerance: TWO_FACTOR_RULES.driftSteps * TWO_FACTOR_RULES.periodSeconds,
    });
    return result.valid && 'timeStep' in result ? Number(result.timeStep) : undefined;
  }

  async seal(secret: string): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', await this.sealingKey(), iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  async unseal(sealed: string): Promise<string> {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', await this.sealingKey(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  private async sealingKey(): Promise<Buffer> {
    this.key ??= this.secrets.getOrCreate(SECRET_NAME, randomBytes(32).toString('base64url')).then(
      (value) => createHash('sha256').update(value).digest(),
      (error: unknown) => {
        this.key = undefined;
        throw error;
      },
    );
    return this.key;
  }
}
