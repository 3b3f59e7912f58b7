import type { FastifyInstance } from 'fastify';
import { calls, ERROR_CODES } from '@lobby/contract';
import { AppError } from '../../../errors.js';
import { requireMerchant } from '../../../plugins/merchant.js';
import { presentCountry, presentManifest, presentStatus } from '../../../services/system-info.js';
import { registerCall } from '../../register-call.js';

export interface SystemRouteOptions {
  checkAnswers: boolean;
  geoCountryHeader: string | undefined;
  now: () => Date;
}

/** The system calls: status, country, domain routes and the web manifest. */
export function registerSystemRoutes(app: FastifyInstance, options: SystemRouteOptions): void {
  const { checkAnswers } = options;

  registerCall(
    app,
    calls.systemStatus,
    ({ request }) => {
      if (!request.merchant) {
        throw new AppError(404, ERROR_CODES.domainNotAvailable, 'This domain is not available');
      }
      const countryHeader = options.geoCountryHeader
        ? request.headers[options.geoCountryHeader]
        : undefined;
      return presentStatus(request.merchant, {
        ip: request.ip,
        country: typeof countryHeader === 'string' ? countryHeader : undefined,
        now: options.now(),
      });
    },
    { checkAnswers },
  );

  registerCall(
    app,
    calls.systemCountry,
    ({ request }) => presentCountry(requireMerchant(request)),
    {
      checkAnswers,
    },
  );

  registerCall(
    app,
    calls.systemDomainRoute,
    ({ request }) => ({
      domainList: requireMerchant(request).hosts.map((domainName) => ({ domainName })),
    }),
    { checkAnswers },
  );

  registerCall(
    app,
    calls.systemManifest,
    ({ request, reply }) => {
      reply.type('application/manifest+json');
      return presentManifest(requireMerchant(request));
    },
    { checkAnswers },
  );
}
