// Names only, apart from the sealing code: the first page reads them, the sealers load later.

/** The request envelopes; each merchant uses one (SPEC section 7, DESIGN.md). */
export const ENVELOPE_SCHEMES = ['hpke', 'aes-gcm', 'des-ecb'] as const;
export type EnvelopeScheme = (typeof ENVELOPE_SCHEMES)[number];

/** The hpke suite's name in the rsa-key answer: RFC 9180 base mode with these three parts. */
export const HPKE_ALGORITHM = 'DHKEM-P256-HKDF-SHA256-AES-128-GCM';

/** The schemes whose Encryption header names a key, a timestamp and a nonce. */
export type KeyedScheme = Exclude<EnvelopeScheme, 'des-ecb'>;
