/** The system area of the contract: status, settings, manifest, first paint, the app download and search engines. */
import { callsOf } from '../core/call.js';
import * as downloadCallsModule from './download-calls.js';
import * as systemCallsModule from './system-calls.js';

export * from './app-build.js';
export * from './brand.js';
export * from './download-calls.js';
export * from './download.js';
export * from './first-paint.js';
export * from './install-prompt.js';
export * from './seo.js';
export * from './system-calls.js';

/** The area's calls by name, taken from its calls modules: a new call is listed by being defined. */
export const systemCalls = {
  ...callsOf(downloadCallsModule),
  ...callsOf(systemCallsModule),
};
