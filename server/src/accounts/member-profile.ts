import { ERROR_CODES as E, isUiLanguage, type MemberInfo } from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { MemberRepository } from './member-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { presentMemberInfo } from './member-presenter.js';
import type { SessionContext } from './sessions.js';
import { requireMember } from './member-lookup.js';

export interface MemberProfileDependencies {
  members: MemberRepository;
}

/** The signed-in member's own info and language. */
export class MemberProfileService {
  constructor(private readonly deps: MemberProfileDependencies) {}

  async info(merchant: MerchantConfig, session: SessionContext): Promise<MemberInfo> {
    return presentMemberInfo(await requireMember(this.deps.members, merchant, session));
  }

  /** Stores the language; members of type 4 are skipped (SPEC section 6). */
  async setLanguage(
    merchant: MerchantConfig,
    session: SessionContext,
    language: string,
  ): Promise<boolean> {
    const code = language.toUpperCase();
    if (!isUiLanguage(code) || !merchant.languages.includes(code)) {
      throw new AppError(400, E.invalidRequest, `body.language: ${language} is not offered here`);
    }
    const member = await requireMember(this.deps.members, merchant, session);
    if (member.customer_type === 4) return false;
    await this.deps.members.setLanguage(merchant.code, member.id, code);
    return true;
  }
}
