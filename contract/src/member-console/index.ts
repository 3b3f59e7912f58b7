/** The member-console area of the contract: the console's members: search, the member page, notes. */
import { callsOf } from '../core/call.js';
import * as memberConsoleCallsModule from './member-console-calls.js';

export * from './member-console-calls.js';
export * from './member-console.js';

/** The area's calls by name, taken from its calls modules: a new call is listed by being defined. */
export const memberConsoleCalls = {
  ...callsOf(memberConsoleCallsModule),
};
