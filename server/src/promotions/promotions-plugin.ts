import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { ShortCache } from '../core/db/short-cache.js';
import { PromotionRepository } from './promotion-repository.js';
import { registerPromotionRoutes } from './promotion-routes.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { languagesFor, PromotionService, type ClaimRewards } from './promotions.js';
import { VipClub } from './vip-club.js';
import { ActivityRepository } from '../wallet/index.js';
import { GameRepository } from '../games/index.js';
import { ContentEditor } from './content-editor.js';
import { ContentRepository } from './content-repository.js';
import { registerContentRoutes } from './content-routes.js';

/** What the promotions area offers the other areas. */
export interface PromotionsArea {
  service: PromotionService;
  /** The one repository (its short read cache shared): the reward jobs read it too. */
  repository: PromotionRepository;
  /** VIP levels counted from the ledger: reviewed by the reward jobs. */
  vipClub: VipClub;
  /** The member's VIP club label in a language (member info's clubLabel). */
  clubLabel(
    merchant: MerchantConfig,
    memberId: number,
    language: string,
  ): ReturnType<PromotionService['clubLabel']>;
  /** The member's club label id (VIP), or null: what system and customer service show. */
  labelOf(merchantCode: string, memberId: number): Promise<string | null>;
  /** What a claim pays: the bonuses plugin plugs it in (a claim fails loudly without it). */
  useClaimRewards(rewards: ClaimRewards): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    promotions: PromotionsArea;
  }
}

async function promotions(app: FastifyInstance): Promise<void> {
  const { db, limiter, now, checkAnswers, audit, contentVersions } = app.core;
  // One repository, so its short read cache is shared and every write forgets its rows.
  const repository = new PromotionRepository(db, new ShortCache(), (merchantCode) =>
    contentVersions.current(merchantCode),
  );
  let rewards: ClaimRewards | undefined;
  const wired = (): ClaimRewards => {
    if (!rewards) throw new Error('No claim rewards: register the bonuses plugin');
    return rewards;
  };
  const vipClub = new VipClub({
    promotions: repository,
    activity: new ActivityRepository(db),
    now,
  });
  const service = new PromotionService({
    promotions: repository,
    limiter,
    now,
    vipClub,
    rewards: {
      check: (...args) => wired().check(...args),
      pay: (...args) => wired().pay(...args),
    },
  });
  app.decorate('promotions', {
    service,
    repository,
    vipClub,
    clubLabel: (merchant: MerchantConfig, memberId: number, language: string) =>
      service.clubLabel(merchant, memberId, languagesFor(merchant, language)),
    labelOf: async (merchantCode: string, memberId: number) =>
      (await repository.clubLabel(merchantCode, memberId))?.label_id ?? null,
    useClaimRewards: (chosen: ClaimRewards) => {
      rewards = chosen;
    },
  });
  registerPromotionRoutes(app, service, { checkAnswers });
  const editor = new ContentEditor({
    db,
    content: new ContentRepository(db),
    games: new GameRepository(db),
    audit,
    versions: contentVersions,
    now,
  });
  registerContentRoutes(app, editor, { checkAnswers });
}

export const promotionsPlugin = fp(promotions, { name: 'promotions', dependencies: [CORE_PLUGIN] });
