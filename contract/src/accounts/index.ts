/** The accounts area of the contract: registration, sign-in and sessions, passwords, codes, two-factor, passkeys, sign-in with other accounts, the console's member security. */
import { callsOf } from '../core/call.js';
import * as accountsCallsModule from './accounts-calls.js';
import * as memberSecurityCallsModule from './member-security-calls.js';
import * as passkeyCallsModule from './passkey-calls.js';
import * as registrationCallsModule from './registration-calls.js';
import * as socialSignInCallsModule from './social-sign-in-calls.js';
import * as twoFactorCallsModule from './two-factor-calls.js';
import * as verificationCallsModule from './verification-calls.js';

export * from './accounts-calls.js';
export * from './member-security-calls.js';
export * from './passkey-calls.js';
export * from './password-rules.js';
export * from './registration-calls.js';
export * from './remembered-login.js';
export * from './social-sign-in-calls.js';
export * from './social-sign-in.js';
export * from './social-ways.js';
export * from './two-factor-calls.js';
export * from './verification-calls.js';

/** The area's calls by name, taken from its calls modules: a new call is listed by being defined. */
export const accountsCalls = {
  ...callsOf(accountsCallsModule),
  ...callsOf(memberSecurityCallsModule),
  ...callsOf(passkeyCallsModule),
  ...callsOf(registrationCallsModule),
  ...callsOf(socialSignInCallsModule),
  ...callsOf(twoFactorCallsModule),
  ...callsOf(verificationCallsModule),
};
