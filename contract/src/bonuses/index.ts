/** The bonuses area of the contract: bonus money: accounts, wagering, grants. */
import { callsOf } from '../core/call.js';
import * as bonusCallsModule from './bonus-calls.js';

export * from './bonus-calls.js';
export * from './bonuses.js';

/** The area's calls by name, taken from its calls modules: a new call is listed by being defined. */
export const bonusesCalls = {
  ...callsOf(bonusCallsModule),
};
