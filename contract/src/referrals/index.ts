/** The referrals area of the contract: referral codes and visits. */
import { callsOf } from '../core/call.js';
import * as referralCallsModule from './referral-calls.js';

export * from './referral-calls.js';
export * from './referral.js';

/** The area's calls by name, taken from its calls modules: a new call is listed by being defined. */
export const referralsCalls = {
  ...callsOf(referralCallsModule),
};
