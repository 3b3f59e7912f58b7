import type { FastifyInstance } from 'fastify';
import type { AccountServices } from './account-services.js';
import { registerMemberRoutes, type ClubLabelOf } from './member-routes.js';
import { registerPasswordRoutes } from './password-routes.js';
import { registerRegistrationRoutes } from './registration-routes.js';
import { registerSecondFactorRoutes } from './second-factor-routes.js';
import { registerSignInRoutes } from './sign-in-routes.js';
import { registerVerificationRoutes } from './verification-routes.js';
import { registerSocialSignInRoutes } from './social-sign-in-routes.js';
import { registerPasskeyRoutes } from './passkey-routes.js';

export interface AccountRouteOptions {
  checkAnswers: boolean;
  /** The member's VIP club label, in a language (member info's clubLabel). */
  clubLabel?: ClubLabelOf;
}

/** Every accounts call: each job's routes in its own file. */
export function registerAccountRoutes(
  app: FastifyInstance,
  services: AccountServices,
  options: AccountRouteOptions,
): void {
  const { checkAnswers } = options;
  registerRegistrationRoutes(app, services.registration, { checkAnswers });
  registerSignInRoutes(app, services.signIn, { checkAnswers });
  registerSecondFactorRoutes(app, services.secondFactor, { checkAnswers });
  registerPasswordRoutes(app, services, { checkAnswers });
  registerMemberRoutes(app, services, { checkAnswers, clubLabel: options.clubLabel });
  registerVerificationRoutes(app, services, { checkAnswers });
  registerSocialSignInRoutes(app, services.socialSignIn, { checkAnswers });
  registerPasskeyRoutes(app, services, { checkAnswers });
}
