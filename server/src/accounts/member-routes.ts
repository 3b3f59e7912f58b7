import type { FastifyInstance } from 'fastify';
import { calls, type MemberInfo } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import { registerMemberCall } from '../core/http/register-call.js';
import { requestLanguage } from '../core/http/request-language.js';
import type { MemberProfileService } from './member-profile.js';
import { presentSession } from './session-presenter.js';
import type { SessionService } from './sessions.js';
import type { SignInService } from './sign-in.js';

/** The member's VIP club label, in a language (member info's clubLabel). */
export type ClubLabelOf = (
  merchant: MerchantConfig,
  memberId: number,
  language: string,
) => Promise<MemberInfo['clubLabel']>;

/** The signed-in member's info and language, and the member's sessions. */
export function registerMemberRoutes(
  app: FastifyInstance,
  services: { profile: MemberProfileService; sessions: SessionService; signIn: SignInService },
  options: { checkAnswers: boolean; clubLabel?: ClubLabelOf },
): void {
  const { profile, sessions, signIn } = services;
  const opts = { checkAnswers: options.checkAnswers };
  registerMemberCall(
    app,
    calls.memberInfo,
    async ({ merchant, session, request }) => {
      const info = await profile.info(merchant, session);
      if (!options.clubLabel) return info;
      const language = requestLanguage(request) || info.language;
      return { ...info, clubLabel: await options.clubLabel(merchant, session.memberId, language) };
    },
    opts,
  );
  registerMemberCall(
    app,
    calls.memberLanguage,
    async ({ body, merchant, session }) => ({
      language: body.language.toUpperCase(),
      saved: await profile.setLanguage(merchant, session, body.language),
    }),
    opts,
  );
  registerMemberCall(
    app,
    calls.memberSessions,
    async ({ merchant, session }) =>
      (await sessions.list(merchant, session)).map((row) => presentSession(row, session.id)),
    opts,
  );
  registerMemberCall(
    app,
    calls.endOtherSessions,
    async ({ session }) => ({ endedSessions: await signIn.endOtherSessions(session) }),
    opts,
  );
}
