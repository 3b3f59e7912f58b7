import { createHash } from 'node:crypto';
import { PAGE_PATHS, type SignInNotice } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import { outgoingText, type MessageOutbox } from '../messaging/index.js';
import type { MemberRow } from './member-repository.js';
import { linkOrigin } from './link-origin.js';
import type { RememberTokenService } from './remember-tokens.js';
import type { SignInNoticeRepository } from './sign-in-notice-repository.js';
import type { SessionContext, SessionMeta, SessionService } from './sessions.js';

/** Who signed in: the session's facts and the login's device id. */
type ClientFacts = SessionMeta & { deviceId: string | undefined };
import { presentSignInNotice } from './member-presenter.js';

/** Where a notice's link leads: member home's list of notices, where that session can be ended. */
export const SIGN_IN_NOTICE_ANCHOR = 'sign-in-notices';

export interface SignInNoticeDependencies {
  notices: SignInNoticeRepository;
  sessions: SessionService;
  remember: Pick<RememberTokenService, 'revokeForSession'>;
  outbox: MessageOutbox;
  now: () => Date;
}

/** A device is its login device id, else its user agent (hashed). */
const deviceKeyOf = (client: ClientFacts) =>
  client.deviceId
    ? `id:${client.deviceId.slice(0, 64)}`
    : `ua:${createHash('sha256').update(client.userAgent).digest('base64url')}`;

/**
 * Tells members of a sign-in from a device they had not used: a notice in member home and, where
 * they have a verified address, an email through the outbox (in the notice's transaction), with a
 * link to where that session is ended.
 */
export class SignInNotices {
  constructor(private readonly deps: SignInNoticeDependencies) {}

  async signedIn(
    merchant: MerchantConfig,
    member: MemberRow,
    client: ClientFacts,
    session: SessionContext,
  ): Promise<void> {
    const now = this.deps.now();
    const seen = await this.deps.notices.rememberDevice(
      merchant.code,
      member.id,
      deviceKeyOf(client),
      now,
    );
    if (seen !== 'new') return;
    const link = `${linkOrigin(merchant)}${PAGE_PATHS.memberHome}#${SIGN_IN_NOTICE_ANCHOR}`;
    const device = client.userAgent.slice(0, 120) || client.device;
    await this.deps.outbox.withMessage(
      (executor) =>
        this.deps.notices.insert(executor, {
          merchantCode: merchant.code,
          memberId: member.id,
          sessionId: session.id,
          device: client.device,
          ip: client.ip,
          userAgent: client.userAgent,
          now,
        }),
      {
        merchantCode: merchant.code,
        channel: 'email',
        to: member.email ?? '',
        subject: outgoingText(merchant, member.language, 'signInNotice.subject'),
        text: outgoingText(merchant, member.language, 'signInNotice.body', {
          account: member.username,
          device,
          ip: client.ip,
          link,
        }),
      },
      !!member.email,
    );
  }

  async list(merchant: MerchantConfig, session: SessionContext): Promise<SignInNotice[]> {
    const rows = await this.deps.notices.listOf(merchant.code, session.memberId, 20);
    const live = new Set((await this.deps.sessions.list(merchant, session)).map((s) => s.id));
    return rows.map((row) => presentSignInNotice(row, live.has(row.session_id)));
  }

  /** Ends one of the member's live sessions other than this one. */
  async endSession(merchant: MerchantConfig, session: SessionContext, sessionId: string) {
    if (sessionId === session.id) return { ended: false };
    const live = await this.deps.sessions.list(merchant, session);
    const target = live.find((row) => row.id === sessionId);
    if (!target) return { ended: false };
    const ended = { ...session, id: target.id, spanId: target.span_id };
    await this.deps.sessions.end(ended);
    await this.deps.remember.revokeForSession(ended);
    return { ended: true };
  }
}
