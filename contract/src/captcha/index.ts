/** The captcha area of the contract: the image captcha and Geetest. */
import { callsOf } from '../core/call.js';
import * as captchaCallsModule from './captcha-calls.js';

export * from './captcha-calls.js';
export * from './geetest-rules.js';

/** The area's calls by name, taken from its calls modules: a new call is listed by being defined. */
export const captchaCalls = {
  ...callsOf(captchaCallsModule),
};
