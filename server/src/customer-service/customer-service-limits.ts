import { CUSTOMER_SERVICE_ERROR_CODES as CS } from '@lobby/contract';
import {
  byAddress,
  HOUR,
  MINUTE,
  type LimitParts,
  type RefusingKind,
} from '../core/limits/limit-kind.js';

const byMember = (parts: { memberId: number }) => parts.memberId;

export const CUSTOMER_SERVICE_LIMITS = {
  /** A visitor's chat messages, and the chats visitors start, per address. */
  chatVisitorMessages: { key: 'chat:msg', by: byAddress, max: 20, windowMs: MINUTE },
  chatVisitorStarts: { key: 'chat:start', by: byAddress, max: 10, windowMs: HOUR },
  /** A member's chat messages, whatever address they come from. */
  chatMemberMessages: { key: 'chat:member', by: byMember, max: 30, windowMs: MINUTE },
  /**
   * Chat streams open at once per conversation. Each closed stream gives its count back; the
   * window only bounds what a crashed instance leaves counted.
   */
  chatStreamsPerConversation: {
    key: 'chat:streams',
    by: (parts: { conversationId: number }) => parts.conversationId,
    max: 5,
    windowMs: HOUR,
  },
  /** A member's feedback submissions (each up to a 1 MB screenshot). */
  feedbackPerMember: { key: 'feedback', by: byMember, max: 5, windowMs: HOUR },
} as const;

const L = CUSTOMER_SERVICE_LIMITS;
type Visitor = LimitParts & { ip: string };
type Member = LimitParts & { memberId: number };

export const VISITOR_CHAT_MESSAGES: RefusingKind<Visitor> = {
  feature: 'Chat',
  counters: [L.chatVisitorMessages],
  tooMany: CS.tooManyChat,
};

export const VISITOR_CHAT_STARTS: RefusingKind<Visitor> = {
  feature: 'Chat',
  counters: [L.chatVisitorStarts],
  tooMany: CS.tooManyChat,
};

export const MEMBER_CHAT_MESSAGES: RefusingKind<Member> = {
  feature: 'Chat',
  counters: [L.chatMemberMessages],
  tooMany: CS.tooManyChat,
};

/** Held while a stream is open (AttemptLimiter.occupy). */
export const CHAT_STREAMS: RefusingKind<LimitParts & { conversationId: number }> = {
  feature: 'Chat',
  counters: [L.chatStreamsPerConversation],
  tooMany: CS.tooManyChatStreams,
};

/** Counted before a submission's screenshot is read. */
export const FEEDBACK: RefusingKind<Member> = {
  feature: 'Feedback',
  counters: [L.feedbackPerMember],
  tooMany: CS.tooManyFeedback,
};
