import { composeCalls } from './core/call.js';
import { accountsCalls } from './accounts/index.js';
import { attributionCalls } from './attribution/index.js';
import { bonusesCalls } from './bonuses/index.js';
import { captchaCalls } from './captcha/index.js';
import { customerServiceCalls } from './customer-service/index.js';
import { dashboardCalls } from './dashboard/index.js';
import { envelopeCalls } from './envelope/index.js';
import { gamesCalls } from './games/index.js';
import { memberConsoleCalls } from './member-console/index.js';
import { opsCalls } from './ops/index.js';
import { postbacksCalls } from './postbacks/index.js';
import { promotionsCalls } from './promotions/index.js';
import { protectionCalls } from './protection/index.js';
import { pushCalls } from './push/index.js';
import { referralsCalls } from './referrals/index.js';
import { rumCalls } from './rum/index.js';
import { systemCalls } from './system/index.js';
import { walletCalls } from './wallet/index.js';

/** Each area's record of calls, by area; a new area adds its record here, a new call nothing. */
export const CALLS_BY_AREA = {
  accounts: accountsCalls,
  attribution: attributionCalls,
  bonuses: bonusesCalls,
  captcha: captchaCalls,
  'customer-service': customerServiceCalls,
  dashboard: dashboardCalls,
  envelope: envelopeCalls,
  games: gamesCalls,
  'member-console': memberConsoleCalls,
  ops: opsCalls,
  postbacks: postbacksCalls,
  promotions: promotionsCalls,
  protection: protectionCalls,
  push: pushCalls,
  referrals: referralsCalls,
  rum: rumCalls,
  system: systemCalls,
  wallet: walletCalls,
};

/** Every call of the contract by name, composed from the areas' records. */
export const calls = composeCalls(CALLS_BY_AREA);

export type CallName = keyof typeof calls;
