import { z } from 'zod/mini';
import { defineCall, relayPath } from '../core/call.js';
import { text } from '../core/text.js';

export const referralInfo = defineCall({
  method: 'GET',
  path: relayPath('MCSFE_getReferralInfo'),
  moduleId: 'REWCEN3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.object({
    /** The member's own code, carried as `r` by their link. */
    referralCode: z.string(),
    /** Players (devices) who opened the member's link, registered ones included. */
    invited: z.number(),
    /** Players who registered through it, each credited to the member once. */
    registered: z.number(),
  }),
  errors: [],
  summary:
    "The signed-in member's referral code, how many players opened their link and how many of them registered.",
});

export const referralVisit = defineCall({
  method: 'POST',
  path: relayPath('MCSFE_recordReferralVisit'),
  moduleId: 'REWCEN3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({
    referralCode: text(32),
    /** The visiting phone's device id: a phone counts once per referrer. */
    visitorId: text(64).check(z.minLength(8)),
  }),
  value: z.object({ recorded: z.boolean() }),
  errors: [],
  summary:
    "Counts a phone that opened a member's referral link (once per phone and referrer); recorded false for a code the merchant does not know, and once one address has counted 20 visits in an hour (60 for its /24 or /64 network), so one source cannot inflate an invited count.",
});
