/** The postbacks area of the contract: s2s ids, the platform's money callback, postbacks. */
import { callsOf } from '../core/call.js';
import * as postbackCallsModule from './postback-calls.js';

export * from './postback-calls.js';
export * from './postbacks.js';

/** The area's calls by name, taken from its calls modules: a new call is listed by being defined. */
export const postbacksCalls = {
  ...callsOf(postbackCallsModule),
};
