/** The promotions area of the contract: promotions, announcements, the VIP club and the console's content. */
import { callsOf } from '../core/call.js';
import * as availablePromotionCallsModule from './available-promotion-calls.js';
import * as opsContentCallsModule from './ops-content-calls.js';
import * as promotionCallsModule from './promotion-calls.js';

export * from './available-promotion-calls.js';
export * from './ops-content-calls.js';
export * from './promotion-calls.js';
export * from './promotions.js';
export * from './vip.js';

/** The area's calls by name, taken from its calls modules: a new call is listed by being defined. */
export const promotionsCalls = {
  ...callsOf(availablePromotionCallsModule),
  ...callsOf(opsContentCallsModule),
  ...callsOf(promotionCallsModule),
};
