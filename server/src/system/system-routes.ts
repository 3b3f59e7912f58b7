import type { FastifyInstance } from 'fastify';
import { calls, ERROR_CODES } from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { AppIcons } from './app-icons.js';
import {
  presentCountry,
  presentDownloadSetting,
  presentManifest,
  presentStatus,
} from './system-presenter.js';
import { clientFacts } from './client-facts.js';
import { registerCall } from '../core/http/register-call.js';

export interface SystemRouteOptions {
  checkAnswers: boolean;
  geoCountryHeader: string | undefined;
  now: () => Date;
  /** The member's VIP label id (member info's clubLabel), or null without one. */
  labelOf: (merchantCode: string, memberId: number) => Promise<string | null>;
  appIcons: AppIcons;
  /** The merchant's VAPID public key (the push area's). */
  vapidKeyOf: (merchantCode: string) => Promise<string>;
}

/** The system calls: status, country, domain routes, the web manifest and the download setting. */
export function registerSystemRoutes(app: FastifyInstance, options: SystemRouteOptions): void {
  const { checkAnswers } = options;

  registerCall(
    app,
    calls.systemStatus,
    async ({ merchant, request, session }) =>
      presentStatus(
        merchant,
        clientFacts(request, options.geoCountryHeader, options.now()),
        session ? await options.labelOf(session.merchantCode, session.memberId) : null,
        await options.vapidKeyOf(merchant.code),
      ),
    {
      checkAnswers,
      noMerchant: () =>
        new AppError(404, ERROR_CODES.domainNotAvailable, 'This domain is not available'),
    },
  );

  registerCall(app, calls.systemCountry, ({ merchant }) => presentCountry(merchant), {
    checkAnswers,
  });

  registerCall(
    app,
    calls.systemDomainRoute,
    ({ merchant }) => ({
      domainList: merchant.hosts.map((domainName) => ({ domainName })),
    }),
    { checkAnswers },
  );

  registerCall(
    app,
    calls.systemManifest,
    ({ merchant, reply }) => {
      reply.type('application/manifest+json');
      return presentManifest(merchant, options.appIcons.iconsOf(merchant).manifest);
    },
    { checkAnswers },
  );

  registerCall(
    app,
    calls.downloadSetting,
    ({ merchant, query, request }) =>
      presentDownloadSetting(merchant, query.domain || request.hostname),
    { checkAnswers },
  );
}
