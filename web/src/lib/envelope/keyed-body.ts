import type { SealedAesGcm } from '@lobby/contract';
import type { EncryptedBody } from '../api-client';

/** hpke and aes-gcm send the same three headers and a `{ value }` body (contract docs). */
export function keyedBody(sealed: SealedAesGcm): EncryptedBody {
  return {
    headers: {
      Encryption: sealed.headers.encryption,
      'X-Digest': sealed.headers.digest,
      'X-RSA': sealed.headers.rsa,
    },
    body: JSON.stringify({ value: sealed.value }),
  };
}
