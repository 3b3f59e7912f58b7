/** The dashboard area of the contract: the operators' daily figures. */
import { callsOf } from '../core/call.js';
import * as dashboardCallsModule from './dashboard-calls.js';

export * from './dashboard-calls.js';

/** The area's calls by name, taken from its calls modules: a new call is listed by being defined. */
export const dashboardCalls = {
  ...callsOf(dashboardCallsModule),
};
