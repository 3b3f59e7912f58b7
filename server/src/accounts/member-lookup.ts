import type { MemberCredentials, MemberRepository, MemberRow } from './member-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { SessionContext } from './sessions.js';
import { signInRequiredError } from './account-errors.js';

/** The session's member; a member gone since the session began answers customer.not.login. */
export async function requireMember(
  members: MemberRepository,
  merchant: MerchantConfig,
  session: SessionContext,
): Promise<MemberRow> {
  const member = await members.findById(merchant.code, session.memberId);
  if (!member) throw signInRequiredError();
  return member;
}

/** As requireMember, with the password hash (for checking the member's own password). */
export async function requireCredentials(
  members: MemberRepository,
  merchant: MerchantConfig,
  session: SessionContext,
): Promise<MemberCredentials> {
  const member = await members.credentials(merchant.code, { id: session.memberId });
  if (!member) throw signInRequiredError();
  return member;
}
