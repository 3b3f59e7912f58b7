import { randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  type ChatMessage,
  type OpsConversation,
  type OpsConversationFilter,
} from '@lobby/contract';
import type { ChatOwner, ChatRepository, ConversationScope } from './chat-repository.js';
import { type MemberRepository, type SessionContext } from '../accounts/index.js';
import { hashToken } from '../core/crypto/token-hash.js';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { AttemptLimiter } from '../core/limits/attempt-limiter.js';
import {
  CHAT_STREAMS,
  MEMBER_CHAT_MESSAGES,
  VISITOR_CHAT_MESSAGES,
  VISITOR_CHAT_STARTS,
} from './customer-service-limits.js';
import type { AuditLog } from '../core/audit/audit-log.js';
import type { ChatBus, ChatListener } from './chat-bus.js';
import { presentChatMessage, presentConversation } from './chat-presenter.js';
import type { ChatAgent, ChatAgentDirectory } from './chat-agents.js';
import type { CannedReplies } from './canned-replies.js';
import { auditActorOf, type ActingOperator } from './operator-actor.js';

/** How many messages opening a chat shows, and how many one replay step reads. */
const HISTORY_LIMIT = 100;
const REPLAY_BATCH = 500;
/** How many conversations the operators' inbox lists. */
const INBOX_LIMIT = 100;

/** An operator's answer: their own words, or a canned reply sent in the player's language. */
export interface OperatorReply {
  conversationId: number;
  clientId: string;
  text?: string | undefined;
  cannedReplyId?: number | undefined;
}

/** Who is writing on the player's side: a member by session, or a visitor by key. */
export interface ChatPlayer {
  merchant: MerchantConfig;
  session: SessionContext | null;
  visitorKey: string | undefined;
  ip: string;
}

const notFound = () =>
  new AppError(404, ERROR_CODES.chatNotFound, 'This chat does not exist or has ended');
const notOffered = () =>
  new AppError(400, ERROR_CODES.notSupported, 'This site offers no built-in chat');

/**
 * The built-in chat: a member's conversation (by session) or a visitor's (by a random key whose
 * hash is stored), messages stored per merchant before they are published, and streams that
 * resume after the last message id they saw.
 */
export class ChatService {
  private readonly chats: ChatRepository;
  private readonly members: MemberRepository;
  private readonly bus: ChatBus;
  private readonly limiter: AttemptLimiter;
  private readonly now: () => Date;
  private readonly audit: AuditLog;
  private readonly agents: ChatAgentDirectory;
  private readonly cannedReplies: CannedReplies;

  constructor(deps: {
    chats: ChatRepository;
    members: MemberRepository;
    bus: ChatBus;
    limiter: AttemptLimiter;
    now: () => Date;
    audit: AuditLog;
    agents: ChatAgentDirectory;
    cannedReplies: CannedReplies;
  }) {
    this.chats = deps.chats;
    this.members = deps.members;
    this.bus = deps.bus;
    this.limiter = deps.limiter;
    this.now = deps.now;
    this.audit = deps.audit;
    this.agents = deps.agents;
    this.cannedReplies = deps.cannedReplies;
  }

  /** Opens (or makes) the player's conversation and answers its latest messages. */
  async launch(player: ChatPlayer) {
    if (!player.merchant.chat.builtIn) throw notOffered();
    const code = player.merchant.code;
    let conversationId = await this.existing(player);
    let visitorKey: string | null = player.session ? null : (player.visitorKey ?? null);
    if (conversationId === undefined) {
      const started = await this.start(player);
      conversationId = started.conversationId;
      visitorKey = started.visitorKey;
    }
    const rows = await this.chats.latest(code, conversationId, HISTORY_LIMIT);
    return { conversationId, visitorKey, messages: rows.map(presentChatMessage) };
  }

  async send(player: ChatPlayer, message: { clientId: string; text: string }) {
    if (!player.merchant.chat.builtIn) throw notOffered();
    if (player.session) {
      const { memberId } = player.session;
      await this.limiter.reserve(MEMBER_CHAT_MESSAGES, {
        merchantCode: player.merchant.code,
        memberId,
      });
    } else {
      await this.limiter.reserve(VISITOR_CHAT_MESSAGES, {
        merchantCode: player.merchant.code,
        ip: player.ip,
      });
    }
    const conversationId = await this.existing(player);
    if (conversationId === undefined) throw notFound();
    return this.store(player.merchant.code, conversationId, 'player', message);
  }

  async unreadCount(player: ChatPlayer): Promise<{ count: number }> {
    const conversationId = await this.existing(player);
    if (conversationId === undefined) return { count: 0 };
    return { count: await this.chats.unreadByPlayer(player.merchant.code, conversationId) };
  }

  async markRead(player: ChatPlayer, upTo: number): Promise<Record<string, never>> {
    const conversationId = await this.existing(player);
    if (conversationId === undefined) throw notFound();
    await this.chats.markRead(player.merchant.code, conversationId, 'player', upTo);
    return {};
  }

  /**
   * The player's conversation id and its counted stream slot (released when the stream closes),
   * or a failure answered before a stream opens.
   */
  async streamTarget(
    player: ChatPlayer,
  ): Promise<{ conversationId: number; release(): Promise<void> }> {
    const conversationId = await this.existing(player);
    if (conversationId === undefined) throw notFound();
    const slot = await this.limiter.occupy(CHAT_STREAMS, {
      merchantCode: player.merchant.code,
      conversationId,
    });
    return { conversationId, release: slot.giveBack };
  }

  /** The operator's inbox: conversations of a filter with their unread counts, and the total. */
  async conversations(
    operator: { merchantCode: string; username: string },
    filter: OpsConversationFilter = 'all',
  ): Promise<{ conversations: OpsConversation[]; unreadTotal: number }> {
    const scope: ConversationScope =
      filter === 'mine'
        ? { assignedTo: operator.username }
        : filter === 'unassigned'
          ? { unassigned: true }
          : { all: true };
    const [rows, unreadTotal] = await Promise.all([
      this.chats.conversations(operator.merchantCode, scope, INBOX_LIMIT),
      this.chats.unreadTotal(operator.merchantCode),
    ]);
    return { conversations: rows.map(presentConversation), unreadTotal };
  }

  /** The operators of the merchant a conversation may be given to. */
  async chatAgents(merchantCode: string): Promise<{ agents: ChatAgent[] }> {
    return { agents: await this.agents.agents(merchantCode) };
  }

  /**
   * Takes (assignee is the operator), transfers (another operator) or releases (null) a
   * conversation, only while it is still with `from`; audited in the same transaction.
   */
  async assign(
    acting: ActingOperator,
    change: { conversationId: number; assignee: string | null; previousAssignee: string | null },
  ): Promise<OpsConversation> {
    const { merchantCode, username } = acting.operator;
    const { conversationId, assignee, previousAssignee: from } = change;
    if (assignee !== null) {
      const agents = await this.agents.agents(merchantCode);
      if (!agents.some((agent) => agent.username === assignee)) {
        throw new AppError(
          400,
          ERROR_CODES.chatAssigneeInvalid,
          'Conversations go only to operators of this merchant who answer chats',
        );
      }
    }
    return this.chats.transaction(async (trx) => {
      const current = await this.chats.conversation(merchantCode, conversationId, trx);
      if (!current) throw notFound();
      const moved =
        assignee !== from &&
        (await this.chats.assign(
          merchantCode,
          conversationId,
          { assignee, from, at: this.now() },
          trx,
        ));
      if (assignee === from ? current.assigned_to !== from : !moved) {
        throw new AppError(
          409,
          ERROR_CODES.chatAssignmentChanged,
          'Someone else moved this conversation meanwhile',
        );
      }
      if (!moved) return presentConversation(current);
      const action =
        assignee === null
          ? 'chat.release'
          : from === null && assignee === username
            ? 'chat.take'
            : 'chat.transfer';
      await this.audit.append(
        auditActorOf(acting),
        {
          action,
          targetType: 'chat_conversation',
          targetId: conversationId,
          before: { assignedTo: from },
          after: { assignedTo: assignee },
        },
        trx,
      );
      const after = await this.chats.conversation(merchantCode, conversationId, trx);
      return presentConversation(after ?? { ...current, assigned_to: assignee });
    });
  }

  /** A conversation's latest messages for an operator; the player's count as seen. */
  async operatorMessages(merchantCode: string, conversationId: number) {
    if (!(await this.chats.conversationExists(merchantCode, conversationId))) throw notFound();
    const rows = await this.chats.latest(merchantCode, conversationId, HISTORY_LIMIT);
    const last = rows.at(-1);
    if (last) await this.chats.markRead(merchantCode, conversationId, 'operator', last.id);
    return { messages: rows.map(presentChatMessage) };
  }

  /** An operator's answer, in their words or a canned reply in the member's language. */
  async reply(
    merchant: { code: string; defaultLanguage: string },
    message: OperatorReply,
  ): Promise<ChatMessage> {
    const conversation = await this.chats.conversation(merchant.code, message.conversationId);
    if (!conversation) throw notFound();
    const text =
      message.cannedReplyId === undefined
        ? (message.text ?? '')
        : await this.cannedReplies.textFor(merchant.code, message.cannedReplyId, {
            player: conversation.member_id === null ? null : conversation.language,
            merchantDefault: merchant.defaultLanguage,
          });
    const sent = await this.store(merchant.code, message.conversationId, 'operator', {
      clientId: message.clientId,
      text,
    });
    await this.chats.markRead(merchant.code, message.conversationId, 'operator', sent.id);
    return sent;
  }

  /**
   * Streams a merchant's messages after `afterId` (of one conversation, or all for operators)
   * to `deliver`, then live ones, each once and in order. It listens before it reads the
   * database, so a message stored meanwhile arrives either way, and ids already sent are skipped.
   */
  async follow(
    merchantCode: string,
    afterId: number,
    conversationId: number | undefined,
    deliver: (message: ChatMessage) => Promise<void> | void,
  ): Promise<() => Promise<void>> {
    let lastSent = afterId;
    let replaying = true;
    const waiting: ChatMessage[] = [];
    const send = async (message: ChatMessage) => {
      if (message.id <= lastSent) return;
      lastSent = message.id;
      await deliver(message);
    };
    const listener: ChatListener = (message) => {
      if (conversationId !== undefined && message.conversationId !== conversationId) return;
      if (replaying) waiting.push(message);
      else void send(message);
    };
    const stop = await this.bus.subscribe(merchantCode, listener);
    for (;;) {
      const rows = await this.chats.after(merchantCode, lastSent, REPLAY_BATCH, conversationId);
      for (const row of rows) await send(presentChatMessage(row));
      if (rows.length < REPLAY_BATCH) break;
    }
    replaying = false;
    for (const message of waiting.sort((a, b) => a.id - b.id)) await send(message);
    return stop;
  }

  private async store(
    merchantCode: string,
    conversationId: number,
    sender: 'player' | 'operator',
    message: { clientId: string; text: string },
  ): Promise<ChatMessage> {
    const { row, created } = await this.chats.addMessage(merchantCode, {
      conversationId,
      sender,
      body: message.text.trim(),
      clientId: message.clientId,
      at: this.now(),
    });
    const presented = presentChatMessage(row);
    // Stored is what counts: a stream that missed the live copy (Redis down) finds it on resuming.
    if (created) await this.bus.publish(merchantCode, presented).catch(() => undefined);
    return presented;
  }

  private existing(player: ChatPlayer): Promise<number | undefined> {
    const owner = this.ownerOf(player);
    return owner
      ? this.chats.findConversation(player.merchant.code, owner)
      : Promise.resolve(undefined);
  }

  private ownerOf(player: ChatPlayer): ChatOwner | undefined {
    if (player.session) return { memberId: player.session.memberId };
    return player.visitorKey ? { visitorKeyHash: hashToken(player.visitorKey) } : undefined;
  }

  private async start(player: ChatPlayer) {
    const code = player.merchant.code;
    if (player.session) {
      const member = await this.members.findById(code, player.session.memberId);
      if (!member)
        throw new AppError(401, ERROR_CODES.customerNotLogin, 'Please sign in to continue');
      const owner = { memberId: member.id };
      const conversationId = await this.chats.openConversation(
        code,
        owner,
        member.username,
        this.now(),
      );
      return { conversationId, visitorKey: null };
    }
    await this.limiter.reserve(VISITOR_CHAT_STARTS, { merchantCode: code, ip: player.ip });
    const visitorKey = randomBytes(24).toString('base64url');
    const name = `Visitor ${visitorKey.slice(0, 6)}`;
    const owner = { visitorKeyHash: hashToken(visitorKey) };
    const conversationId = await this.chats.openConversation(code, owner, name, this.now());
    return { conversationId, visitorKey };
  }
}
