/** The games area of the contract: the catalogue, launch and hand-off. */
import { callsOf } from '../core/call.js';
import * as gameCallsModule from './game-calls.js';

export * from './game-calls.js';
export * from './game-launch.js';
export * from './games.js';

/** The area's calls by name, taken from its calls modules: a new call is listed by being defined. */
export const gamesCalls = {
  ...callsOf(gameCallsModule),
};
