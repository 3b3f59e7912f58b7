import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import { languagesFor, type PromotionService } from './promotions.js';
import { registerCall, registerMemberCall } from '../core/http/register-call.js';
import { requestLanguage } from '../core/http/request-language.js';

const languages = (merchant: MerchantConfig, request: FastifyRequest) =>
  languagesFor(merchant, requestLanguage(request));

/** The promotion, announcement and VIP calls (SPEC section 7). */
export function registerPromotionRoutes(
  app: FastifyInstance,
  promotions: PromotionService,
  options: { checkAnswers: boolean },
): void {
  registerCall(
    app,
    calls.promotionCategories,
    ({ merchant, request }) => promotions.categories(merchant, languages(merchant, request)),
    options,
  );
  registerCall(
    app,
    calls.promotionList,
    ({ merchant, request, query }) =>
      promotions.list(merchant, languages(merchant, request), query.category),
    options,
  );
  registerCall(
    app,
    calls.promotionDetail,
    ({ merchant, request, query }) =>
      promotions.detail(merchant, languages(merchant, request), query.id),
    options,
  );
  registerMemberCall(
    app,
    calls.memberPromotions,
    ({ merchant, request, session }) =>
      promotions.memberPromotions(merchant, session, languages(merchant, request)),
    options,
  );
  registerMemberCall(
    app,
    calls.promoCodeEnable,
    ({ merchant }) => promotions.promoCodeEnabled(merchant),
    options,
  );
  registerMemberCall(
    app,
    calls.claimPromotion,
    ({ merchant, session, body, request }) => promotions.claim(merchant, session, body, request.ip),
    options,
  );
  registerCall(
    app,
    calls.merchantAvailablePromotions,
    ({ merchant }) => promotions.available(merchant),
    options,
  );
  registerMemberCall(
    app,
    calls.rankProgress,
    ({ merchant, session }) => promotions.rankProgress(merchant, session),
    options,
  );
  registerCall(
    app,
    calls.vipLevels,
    ({ merchant, request }) => promotions.vipLevels(merchant, languages(merchant, request)),
    options,
  );
  registerCall(
    app,
    calls.listAnnouncements,
    ({ merchant, request, query }) =>
      promotions.announcements(merchant, languages(merchant, request), query),
    options,
  );
}
