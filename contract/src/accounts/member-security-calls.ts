import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { int4Id } from '../core/bounds.js';
import { OPS_MEMBERS_API, opsReasonText } from '../member-console/member-console.js';

const memberIdBody = z.object({ memberId: int4Id() });

export const opsEndMemberSessions = defineCall({
  method: 'POST',
  path: `${OPS_MEMBERS_API}/sessions/end`,
  access: 'operator',
  permission: 'members.secure',
  encrypted: false,
  cache: 'none',
  body: memberIdBody,
  value: z.object({ ended: z.number() }),
  errors: [ERROR_CODES.opsMemberNotFound],
  summary: 'Ends every session and remembered login of the member (audited with how many ended).',
});

export const opsSetMemberLock = defineCall({
  method: 'POST',
  path: `${OPS_MEMBERS_API}/lock`,
  access: 'operator',
  permission: 'members.secure',
  encrypted: false,
  cache: 'none',
  body: z.object({ memberId: int4Id(), locked: z.boolean(), reason: opsReasonText }),
  value: z.object({ lockedAt: z.nullable(z.string()), endedSessions: z.number() }),
  errors: [ERROR_CODES.opsMemberNotFound],
  summary:
    'Locks the account (its sessions and remembered logins end, and every sign-in answers login.locked.operator once its factors are proven) or unlocks it, with a reason; audited with the state before and after.',
});

export const opsResetMemberSecondFactor = defineCall({
  method: 'POST',
  path: `${OPS_MEMBERS_API}/second-factor/reset`,
  access: 'operator',
  permission: 'members.secure',
  encrypted: false,
  cache: 'none',
  body: memberIdBody,
  value: z.object({
    twoFactor: z.object({ authenticator: z.boolean(), sms: z.boolean(), email: z.boolean() }),
  }),
  errors: [ERROR_CODES.opsMemberNotFound],
  summary:
    "Turns the member's second factor off (authenticator and its recovery codes removed, texted and emailed codes off), for a member who lost their phone; audited.",
});
