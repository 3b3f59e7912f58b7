import type { PlaySession } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { SessionContext } from '../core/http/request-identity.js';
import type { ProtectionRepository } from './protection-repository.js';

export interface PlaySessionDependencies {
  repository: ProtectionRepository;
  now: () => Date;
}

/** The member's play session for reality checks: its length, bets and net result; Stop ends it. */
export class PlaySessions {
  private readonly repository: ProtectionRepository;
  private readonly now: () => Date;

  constructor(deps: PlaySessionDependencies) {
    this.repository = deps.repository;
    this.now = deps.now;
  }

  async current(
    merchant: MerchantConfig,
    session: SessionContext,
  ): Promise<{ session: PlaySession | null }> {
    const { merchantCode, memberId } = session;
    const open = await this.repository.openPlaySessionOf(merchantCode, memberId);
    if (!open) return { session: null };
    const [play, record] = await Promise.all([
      this.repository.playSince(merchantCode, memberId, open.startedAt),
      this.repository.record(merchantCode, memberId),
    ]);
    return {
      session: {
        startedAt: open.startedAt.toISOString(),
        minutes: Math.max(
          0,
          Math.floor((this.now().getTime() - open.startedAt.getTime()) / 60_000),
        ),
        bets: play.bets,
        net: play.net,
        intervalMinutes:
          record?.realityCheckMinutes ?? merchant.protection.realityCheck.defaultMinutes,
      },
    };
  }

  async end(session: SessionContext): Promise<{ ended: boolean }> {
    const ended = await this.repository.endPlaySessions(
      session.merchantCode,
      session.memberId,
      this.now(),
    );
    if (ended) {
      await this.repository.audit({
        merchantCode: session.merchantCode,
        memberId: session.memberId,
        action: 'playStopped',
        details: {},
        at: this.now(),
      });
    }
    return { ended };
  }
}
