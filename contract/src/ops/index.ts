/** The ops area of the contract: operators, their sign-in, roles and the audit log. */
import { callsOf } from '../core/call.js';
import * as auditCallsModule from './audit-calls.js';
import * as operatorCallsModule from './operator-calls.js';
import * as operatorsCallsModule from './operators-calls.js';

export * from './audit-calls.js';
export * from './operator-calls.js';
export * from './operator-roles.js';
export * from './operators-calls.js';
export * from './ops-base.js';
export * from './ops-console.js';

/** The area's calls by name, taken from its calls modules: a new call is listed by being defined. */
export const opsCalls = {
  ...callsOf(auditCallsModule),
  ...callsOf(operatorCallsModule),
  ...callsOf(operatorsCallsModule),
};
