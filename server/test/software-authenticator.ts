import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/**
 * A passkey authenticator in software (ES256, "none" attestation, user present and verified), for
 * driving the server's WebAuthn checks as a browser would. Its counter moves on with each use
 * unless a test sets it.
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly userHandle = randomBytes(16);
  private readonly keys: { privateKey: KeyObject; publicKey: KeyObject };
  counter = 0;

  constructor(
    /** The relying party id the key is made for. */
    readonly rpId: string,
    /** The origin the browser reports (scheme, host and port). */
    readonly origin: string,
  ) {
    this.keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  }

  /** The browser's answer to creation options (RegistrationResponseJSON). */
  register(options: { challenge: string }): Record<string, unknown> {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.authHeader(0x45),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestation = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    const clientData = this.clientData('webauthn.create', options.challenge);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(attestation),
        transports: ['internal'],
      },
    };
  }

  /** The browser's answer to request options (AuthenticationResponseJSON); the counter moves on. */
  authenticate(
    options: { challenge: string },
    counter = this.counter + 1,
  ): Record<string, unknown> {
    this.counter = counter;
    const authData = this.authHeader(0x05);
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), {
      key: this.keys.privateKey,
      dsaEncoding: 'der',
    });
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: b64url(this.userHandle),
      },
    };
  }

  private authHeader(flags: number): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count]);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
    );
  }
}
