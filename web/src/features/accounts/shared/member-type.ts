import type { MemberInfo } from '@lobby/contract';

/** SPEC section 6: member types 1 and 2 are agents. */
export const isAgent = (info: Pick<MemberInfo, 'type' | 'agentApplication'>) =>
  info.type === 1 || info.type === 2 || info.agentApplication === 'approved';

/** The message key of what the member is: an agent, an agent applicant, or a member. */
export function memberTypeKey(info: Pick<MemberInfo, 'type' | 'agentApplication'>): string {
  if (isAgent(info)) return 'member.typeAgent';
  if (info.agentApplication === 'pending') return 'member.typePending';
  return 'member.typeMember';
}
