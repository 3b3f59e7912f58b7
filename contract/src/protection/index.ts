/** The protection area of the contract: player protection: limits, reality checks, breaks, terms. */
import { callsOf } from '../core/call.js';
import * as protectionCallsModule from './protection-calls.js';

export * from './protection-calls.js';
export * from './protection.js';

/** The area's calls by name, taken from its calls modules: a new call is listed by being defined. */
export const protectionCalls = {
  ...callsOf(protectionCallsModule),
};
