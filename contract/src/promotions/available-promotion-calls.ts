import { z } from 'zod/mini';
import { defineCall, relayPath } from '../core/call.js';

// A module of its own: the Invite tab and the referral banner on the first page need this call
// alone, without the schemas of every other promotion call.

/** SPEC section 3: available promotions, each with enabled and count. */
const availableSchema = z.object({ enabled: z.boolean(), count: z.number() });

export const merchantAvailablePromotions = defineCall({
  method: 'GET',
  path: relayPath('MCSFE_getMerchantAvailablePromotions'),
  moduleId: 'REWCEN3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  value: z.object({ APP_DOWNLOAD: availableSchema, REFERRAL: availableSchema }),
  errors: [],
  summary:
    'Whether the merchant runs an app-download and a referral promotion now, and how many; all off when its REWCEN3 flag is off. No authorization.',
});
