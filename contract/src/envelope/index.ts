/** The envelope area of the contract: the request envelope: its key and its ciphers. */
import { callsOf } from '../core/call.js';
import * as envelopeCallsModule from './envelope-calls.js';

export * from './aes-gcm-envelope.js';
export * from './des-ecb-envelope.js';
export * from './des.js';
export * from './encoding.js';
export * from './envelope-headers.js';
export * from './hpke-envelope.js';
export * from './subtle-crypto.js';
export * from './textbook-rsa.js';
export * from './seal-for-key.js';
export * from './envelope-schemes.js';
export * from './envelope-calls.js';

/** The area's calls by name, taken from its calls modules: a new call is listed by being defined. */
export const envelopeCalls = {
  ...callsOf(envelopeCallsModule),
};
