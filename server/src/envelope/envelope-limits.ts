import { ACCOUNT_ERROR_CODES as E } from '@lobby/contract';
import type { RefusingKind } from '../core/limits/limit-kind.js';
import { SIGN_IN_SOURCE_COUNTERS, type SourceParts } from '../accounts/index.js';

/**
 * Sealed bodies spend the source's sign-in allowance until they open, so a source over its
 * limit costs no RSA decryption; the opener gives the try back once the body opens.
 */
export const SEALED_BODIES: RefusingKind<SourceParts> = {
  feature: 'This secure form',
  counters: SIGN_IN_SOURCE_COUNTERS,
  tooMany: E.tooManyLogin,
};
