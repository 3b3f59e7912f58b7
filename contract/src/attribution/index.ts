/** The attribution area of the contract: affiliates, click ids, pixels, tracked events and their report. */
import { callsOf } from '../core/call.js';
import * as attributionCallsModule from './attribution-calls.js';

export * from './attribution-calls.js';
export * from './attribution.js';
export * from './pixel-providers.js';
export * from './pixels.js';
export * from './tracked-events.js';

/** The area's calls by name, taken from its calls modules: a new call is listed by being defined. */
export const attributionCalls = {
  ...callsOf(attributionCallsModule),
};
