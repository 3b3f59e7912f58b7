import type { RsaKeyValue } from '@lobby/contract';
import type { EnvelopeKeyRow } from './envelope-key-repository.js';

/** The rsa-key call's value: the hex modulus for des-ecb, the SPKI and key id for aes-gcm. */
export function presentPublicKey(key: EnvelopeKeyRow, now: Date): RsaKeyValue {
  if (key.scheme === 'des-ecb') return key.publicKey;
  return {
    scheme: 'aes-gcm',
    keyId: key.id,
    algorithm: 'RSA-OAEP-256',
    spki: key.publicKey,
    serverTime: now.getTime(),
  };
}
