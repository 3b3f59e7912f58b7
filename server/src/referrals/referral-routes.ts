import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import type { ReferralService } from './referrals.js';
import { registerCall, registerMemberCall } from '../core/http/register-call.js';

/** The referral calls: a member's code and counts, and a phone opening a link. */
export function registerReferralRoutes(
  app: FastifyInstance,
  referrals: ReferralService,
  options: { checkAnswers: boolean },
): void {
  registerMemberCall(
    app,
    calls.referralInfo,
    ({ merchant, session }) => referrals.info(merchant, session.memberId),
    options,
  );
  registerCall(
    app,
    calls.referralVisit,
    async ({ merchant, body, request }) => ({
      recorded: await referrals.visit(merchant, body.referralCode, body.visitorId, {
        ip: request.ip,
      }),
    }),
    options,
  );
}
