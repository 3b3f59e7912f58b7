import { CUSTOMER_SERVICE_ERROR_CODES as CS } from '@lobby/contract';
import {
  byAddress,
  byNetwork,
  MINUTE,
  type LimitParts,
  type RefusingKind,
} from '../core/limits/limit-kind.js';

/**
 * Operator sign-in tries (/ops/: passwords and authenticator codes), per address, per /24 or
 * /64, and per operator name (case-folded) whatever address they come from (never per merchant).
 */
export const OPS_LIMITS = {
  operatorLoginPerAddress: { key: 'ops:ip', by: byAddress, max: 10, windowMs: 15 * MINUTE },
  operatorLoginPerNetwork: { key: 'ops:net', by: byNetwork, max: 30, windowMs: 15 * MINUTE },
  operatorLoginPerAccount: {
    key: 'ops:acct',
    by: (parts: { username: string }) => parts.username.toLowerCase(),
    max: 20,
    windowMs: 15 * MINUTE,
  },
} as const;

/**
 * Reserved before anything is judged: past any of the three the try is refused, so tries spread
 * over many addresses still count against the name. A flood can hold the operator out for the
 * window; that is the price of bounding guesses (docs/security.md). A success gives its own
 * three tries back.
 */
export const OPERATOR_SIGN_IN: RefusingKind<LimitParts & { ip: string; username: string }> = {
  feature: 'Operator sign-in',
  counters: [
    OPS_LIMITS.operatorLoginPerAddress,
    OPS_LIMITS.operatorLoginPerNetwork,
    OPS_LIMITS.operatorLoginPerAccount,
  ],
  tooMany: CS.tooManyOperatorLogin,
};
