/** The rum area of the contract: real-user timing beacons and the test ping. */
import { callsOf } from '../core/call.js';
import * as rumCallsModule from './rum-calls.js';

export * from './rum-calls.js';
export * from './rum.js';

/** The area's calls by name, taken from its calls modules: a new call is listed by being defined. */
export const rumCalls = {
  ...callsOf(rumCallsModule),
};
