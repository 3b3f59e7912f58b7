/** The push area of the contract: web push registrations and topics. */
import { callsOf } from '../core/call.js';
import * as pushCallsModule from './push-calls.js';

export * from './push-calls.js';
export * from './push.js';

/** The area's calls by name, taken from its calls modules: a new call is listed by being defined. */
export const pushCalls = {
  ...callsOf(pushCallsModule),
};
