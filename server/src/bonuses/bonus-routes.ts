import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { registerMemberCall } from '../core/http/register-call.js';
import { requestLanguage } from '../core/http/request-language.js';
import { languagesFor } from '../promotions/index.js';
import { presentCurrency } from '../wallet/index.js';
import type { BonusService } from './bonuses.js';

/** The member's bonus calls (docs/bonuses.md); each is scoped by merchant and session. */
export function registerBonusRoutes(
  app: FastifyInstance,
  bonuses: BonusService,
  options: { checkAnswers: boolean },
): void {
  registerMemberCall(
    app,
    calls.memberBonuses,
    async ({ merchant, session, request }) => ({
      ...presentCurrency(merchant),
      bonuses: await bonuses.list(
        merchant,
        session.memberId,
        languagesFor(merchant, requestLanguage(request)),
      ),
    }),
    options,
  );
  registerMemberCall(
    app,
    calls.forfeitBonus,
    ({ merchant, session, body, request }) =>
      bonuses.forfeit(
        merchant,
        session.memberId,
        Number(body.bonusId),
        languagesFor(merchant, requestLanguage(request)),
      ),
    options,
  );
  registerMemberCall(
    app,
    calls.depositBonusOffers,
    async ({ merchant, session, request }) => ({
      offers: await bonuses.depositOffers(
        merchant,
        session.memberId,
        languagesFor(merchant, requestLanguage(request)),
      ),
    }),
    options,
  );
}
