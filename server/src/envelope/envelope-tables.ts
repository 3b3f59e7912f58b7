import type { EnvelopeScheme } from '@lobby/contract';

/**
 * The envelope area's tables, merged into core's Database (core/db/schema.ts); their migrations are
 * in ./migrations. The envelope keys and the nonces already accepted.
 */
declare module '../core/db/schema.js' {
  interface Database {
    envelope_keys: EnvelopeKeysTable;
    envelope_nonces: EnvelopeNoncesTable;
  }
}

export interface EnvelopeKeysTable {
  merchant_code: string;
  id: string;
  scheme: EnvelopeScheme;
  /** hpke: base64 of the uncompressed P-256 point; aes-gcm: base64 DER SPKI; des-ecb: hex modulus. */
  public_key: string;
  /** PKCS#8 PEM. At-rest encryption of this column (a KMS) is an operator concern. */
  private_key: string;
  created_at: Date;
  retired_at: Date | null;
}

/** An envelope nonce or legacy key string already accepted, remembered until it expires. */
export interface EnvelopeNoncesTable {
  key: string;
  expires_at: Date;
}
