import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { registerMemberCall } from '../core/http/register-call.js';
import type { BreakService } from './breaks.js';
import type { PlaySessions } from './play-sessions.js';
import type { ProtectionService } from './protection-service.js';

/** Member home's protection: limits, reality checks, terms, time-outs and self-exclusion. */
export function registerProtectionRoutes(
  app: FastifyInstance,
  services: { protection: ProtectionService; breaks: BreakService; play: PlaySessions },
  options: { checkAnswers: boolean },
): void {
  const { protection, breaks, play } = services;
  registerMemberCall(
    app,
    calls.memberProtection,
    ({ merchant, session }) => protection.status(merchant, session),
    options,
  );
  registerMemberCall(
    app,
    calls.setProtectionLimit,
    ({ merchant, session, body }) => protection.setLimit(merchant, session, body),
    options,
  );
  registerMemberCall(
    app,
    calls.setRealityCheck,
    ({ merchant, session, body }) => protection.setRealityCheck(merchant, session, body.minutes),
    options,
  );
  registerMemberCall(
    app,
    calls.acceptTerms,
    ({ merchant, session, body }) => protection.acceptTerms(merchant, session, body),
    options,
  );
  registerMemberCall(
    app,
    calls.takeBreak,
    ({ merchant, session, body }) => breaks.take(merchant, session, body),
    options,
  );
  registerMemberCall(
    app,
    calls.playSession,
    ({ merchant, session }) => play.current(merchant, session),
    options,
  );
  registerMemberCall(app, calls.endPlaySession, ({ session }) => play.end(session), options);
}
