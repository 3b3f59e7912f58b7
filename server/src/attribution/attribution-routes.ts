import type { FastifyInstance } from 'fastify';
import { ATTRIBUTION_REPORT_DAYS, calls } from '@lobby/contract';
import { operatorActor } from '../core/audit/audit-log.js';
import {
  registerCall,
  registerMemberCall,
  registerOperatorCall,
} from '../core/http/register-call.js';
import { presentMemberAttribution } from './attribution-presenter.js';
import type { AttributionService } from './attribution-service.js';

/** The tracked events call and a member's own attribution. */
export function registerAttributionRoutes(
  app: FastifyInstance,
  attribution: AttributionService,
  options: { checkAnswers: boolean },
): void {
  registerCall(
    app,
    calls.trackEvents,
    async ({ body, merchant, session, request }) => ({
      recorded: await attribution.recordBrowserEvents(merchant, session?.memberId ?? null, body, {
        ip: request.ip,
        hostAffiliateCode: request.affiliateCode,
        host: request.hostname.toLowerCase(),
      }),
    }),
    options,
  );
  registerMemberCall(
    app,
    calls.memberAttribution,
    async ({ merchant, session }) => {
      const row = await attribution.memberAttribution(merchant, session.memberId);
      return row ? presentMemberAttribution(row) : null;
    },
    options,
  );
  registerOperatorCall(
    app,
    calls.opsAttributionReport,
    ({ merchant, operator, query, request }) =>
      attribution.report(
        merchant,
        operatorActor(operator, request.ip),
        query.days ?? ATTRIBUTION_REPORT_DAYS.default,
      ),
    options,
  );
}
