import { createHash, createHmac, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet } from 'jose';
import type { FirebaseChannel } from '@lobby/contract';

/** The issuer and audience of the local fake's Firebase tokens for a merchant. */
export const localFirebaseProject = (merchantCode: string) => `local-${merchantCode}`;
export const firebaseIssuer = (projectId: string) => `https://securetoken.google.com/${projectId}`;
export const LINE_ISSUER = 'https://access.line.me';
export const LOCAL_LINE_CHANNEL = '1000000000';

const SIGN_IN_PROVIDER: Record<FirebaseChannel, string> = {
  google: 'google.com',
  facebook: 'facebook.com',
  twitter: 'twitter.com',
  phone: 'phone',
};

/**
 * The offline fake identity provider of demo merchants: it signs Firebase ID tokens with a key
 * pair of its own (published as a key set, as Google publishes Firebase's), Line ID tokens with
 * a channel secret of its own, Telegram results with a bot token of its own and Maya session ids
 * with a key of its own. The verifiers check them exactly as they check the real providers'.
 * Its keys live as long as the process.
 */
export class LocalIdentityProvider {
  private readonly secret = randomBytes(32);
  private keys?: Promise<{ privateKey: CryptoKey; jwks: JSONWebKeySet }>;

  private keyPair() {
    this.keys ??= (async () => {
      const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
      const jwk = { ...(await exportJWK(publicKey)), kid: 'local-1', alg: 'RS256', use: 'sig' };
      return { privateKey, jwks: { keys: [jwk] } };
    })();
    return this.keys;
  }

  /** The published keys of its Firebase tokens. */
  async firebaseKeys(): Promise<JSONWebKeySet> {
    return (await this.keyPair()).jwks;
  }

  /** A Firebase ID token of the merchant's local project for a subject, as Firebase issues one. */
  async firebaseToken(
    merchantCode: string,
    subject: string,
    channel: FirebaseChannel,
    now = new Date(),
  ): Promise<string> {
    const project = localFirebaseProject(merchantCode);
    const seconds = Math.floor(now.getTime() / 1000);
    return new SignJWT({
      auth_time: seconds,
      firebase: { sign_in_provider: SIGN_IN_PROVIDER[channel] },
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'local-1' })
      .setIssuer(firebaseIssuer(project))
      .setAudience(project)
      .setSubject(subject)
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + 3600)
      .sign((await this.keyPair()).privateKey);
  }

  /** The secret of its Line channel (ID tokens are HS256 under the channel secret). */
  lineChannelSecret(): string {
    return this.part('line').toString('base64url');
  }

  /** A Line authorization code: here the ID token itself, which its token endpoint hands back. */
  lineCode(subject: string, name: string, now = new Date()): Promise<string> {
    const seconds = Math.floor(now.getTime() / 1000);
    return new SignJWT({ name, picture: '' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(LINE_ISSUER)
      .setAudience(LOCAL_LINE_CHANNEL)
      .setSubject(subject)
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + 600)
      .sign(new TextEncoder().encode(this.lineChannelSecret()));
  }

  /** The token of its Telegram bot. */
  telegramBotToken(): string {
    return `100000:${this.part('telegram').toString('base64url')}`;
  }

  /** A Telegram login widget result for a user, signed as Telegram signs one. */
  telegramAuth(id: number, firstName: string, now = new Date()): string {
    const fields: Record<string, string | number> = {
      id,
      first_name: firstName,
      auth_date: Math.floor(now.getTime() / 1000),
    };
    return JSON.stringify({ ...fields, hash: telegramHash(fields, this.telegramBotToken()) });
  }

  /** A Maya session id naming an account: the account and its HMAC under the fake's key. */
  mayaSession(accountId: string): string {
    return `${accountId}.${createHmac('sha256', this.part('maya')).update(accountId).digest('base64url')}`;
  }

  /** The account a Maya session id of this fake names, or undefined when it is not one of its own. */
  mayaAccount(sessionId: string): string | undefined {
    const dot = sessionId.lastIndexOf('.');
    if (dot <= 0) return undefined;
    const accountId = sessionId.slice(0, dot);
    return this.mayaSession(accountId) === sessionId ? accountId : undefined;
  }

  private part(name: string): Buffer {
    return createHmac('sha256', this.secret).update(name).digest();
  }
}

/** Telegram's check of a login widget result: HMAC-SHA-256 of the sorted fields under SHA-256(bot token). */
export function telegramHash(fields: Record<string, string | number>, botToken: string): string {
  const checkString = Object.keys(fields)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secret).update(checkString).digest('hex');
}
