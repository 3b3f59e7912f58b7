import {
  maskEmail,
  type LoginValue,
  type MemberInfo,
  type RegisterValue,
  type SignInNotice,
} from '@lobby/contract';
import type { MemberRow } from './member-repository.js';
import type { SessionContext } from './sessions.js';
import type { NoticeRow } from './sign-in-notice-repository.js';

/** A new session of a member, as the sign-in and registration answers carry it. */
export interface IssuedSession {
  token: string;
  session: SessionContext;
  rememberToken?: string;
}

const remembered = (rememberToken: string | undefined) => (rememberToken ? { rememberToken } : {});

/** The member's own info (GET /wps/member/info). */
export function presentMemberInfo(member: MemberRow): MemberInfo {
  return {
    id: String(member.id),
    account: member.username,
    type: member.customer_type,
    language: member.language,
    clubLabel: null,
    mobile: member.mobile,
    email: member.email === null ? null : maskEmail(member.email),
    agentApplication: member.agent_application,
    mustChangePassword: member.password_is_default,
  };
}

/** A registration's answer: the new member and the session it is signed in with. */
export function presentRegistration(member: MemberRow, issued: IssuedSession): RegisterValue {
  const id = String(member.id);
  return {
    id,
    customerId: id,
    userName: member.username,
    token: issued.token,
    spanId: issued.session.spanId,
    customerType: member.customer_type,
    ...remembered(issued.rememberToken),
  };
}

/** A sign-in's answer, with what the service found about the member's first sign-in and password. */
export function presentSignIn(
  member: MemberRow,
  issued: IssuedSession,
  facts: { firstTimeLogin: boolean; passwordExpired: boolean; updatePassword: boolean },
): LoginValue {
  return {
    id: String(member.id),
    token: issued.token,
    userName: member.username,
    customerType: member.customer_type,
    firstTimeLogin: facts.firstTimeLogin,
    spanId: issued.session.spanId,
    passwordExpired: facts.passwordExpired,
    updatePassword: facts.updatePassword,
    ...remembered(issued.rememberToken),
  };
}

/** A sign-in from a new device, as member home lists it. */
export function presentSignInNotice(row: NoticeRow, live: boolean): SignInNotice {
  return {
    id: String(row.id),
    sessionId: row.session_id,
    device: row.device,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: row.created_at.toISOString(),
    live,
  };
}
