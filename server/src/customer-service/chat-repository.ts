import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';

const MESSAGE_COLUMNS = [
  'id',
  'conversation_id',
  'sender',
  'body',
  'client_id',
  'created_at',
] as const;

export interface ChatMessageRow {
  id: number;
  conversation_id: number;
  sender: 'player' | 'operator';
  body: string;
  client_id: string;
  created_at: Date;
}

export interface ChatConversationRow {
  id: number;
  player_name: string;
  member_id: number | null;
  last_message_at: Date | null;
  unread: number;
  assigned_to: string | null;
  /** The member's language; null for a visitor. */
  language: string | null;
}

/** Which conversations a list holds: all, one operator's, or nobody's. */
export type ConversationScope = { all: true } | { assignedTo: string } | { unassigned: true };

/** Who a conversation belongs to: a member, or a visitor by the hash of its key. */
export type ChatOwner = { memberId: number } | { visitorKeyHash: string };

/** Chat conversations and messages; every query names the merchant. */
export class ChatRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findConversation(merchantCode: string, owner: ChatOwner): Promise<number | undefined> {
    let query = this.db
      .selectFrom('chat_conversations')
      .select('id')
      .where('merchant_code', '=', merchantCode);
    query =
      'memberId' in owner
        ? query.where('member_id', '=', owner.memberId)
        : query.where('visitor_key_hash', '=', owner.visitorKeyHash);
    return (await query.executeTakeFirst())?.id;
  }

  /** The owner's conversation, made on first need; concurrent first calls make one. */
  async openConversation(
    merchantCode: string,
    owner: ChatOwner,
    playerName: string,
    at: Date,
  ): Promise<number> {
    const conflict =
      'memberId' in owner
        ? sql`(merchant_code, member_id) WHERE member_id IS NOT NULL`
        : sql`(merchant_code, visitor_key_hash) WHERE visitor_key_hash IS NOT NULL`;
    await sql`
      INSERT INTO chat_conversations (merchant_code, member_id, visitor_key_hash, player_name, created_at)
      VALUES (${merchantCode}, ${'memberId' in owner ? owner.memberId : null},
        ${'visitorKeyHash' in owner ? owner.visitorKeyHash : null}, ${playerName}, ${at})
      ON CONFLICT ${conflict} DO NOTHING`.execute(this.db);
    const id = await this.findConversation(merchantCode, owner);
    if (id === undefined) throw new Error('chat conversation vanished after it was made');
    return id;
  }

  async conversationExists(merchantCode: string, conversationId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('chat_conversations')
      .select('id')
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', conversationId)
      .executeTakeFirst();
    return !!row;
  }

  /**
   * Stores a message once per sender's client id: a retry answers the stored one (`created`
   * false). The conversation's last-message time moves in the same transaction.
   */
  addMessage(
    merchantCode: string,
    message: {
      conversationId: number;
      sender: 'player' | 'operator';
      body: string;
      clientId: string;
      at: Date;
    },
  ): Promise<{ row: ChatMessageRow; created: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('chat_messages')
        .values({
          merchant_code: merchantCode,
          conversation_id: message.conversationId,
          sender: message.sender,
          body: message.body,
          client_id: message.clientId,
          created_at: message.at,
        })
        .onConflict((oc) => oc.columns(['conversation_id', 'sender', 'client_id']).doNothing())
        .returning(MESSAGE_COLUMNS)
        .executeTakeFirst();
      if (inserted) {
        await trx
          .updateTable('chat_conversations')
          .set({ last_message_at: message.at })
          .where('merchant_code', '=', merchantCode)
          .where('id', '=', message.conversationId)
          .execute();
        return { row: inserted, created: true };
      }
      const existing = await trx
        .selectFrom('chat_messages')
        .select(MESSAGE_COLUMNS)
        .where('merchant_code', '=', merchantCode)
        .where('conversation_id', '=', message.conversationId)
        .where('sender', '=', message.sender)
        .where('client_id', '=', message.clientId)
        .executeTakeFirstOrThrow();
      return { row: existing, created: false };
    });
  }

  /** The latest `limit` messages of a conversation, oldest first. */
  async latest(merchantCode: string, conversationId: number, limit: number) {
    const rows = await this.db
      .selectFrom('chat_messages')
      .select(MESSAGE_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('conversation_id', '=', conversationId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse();
  }

  /** Messages after an id, oldest first: of one conversation, or of the whole merchant. */
  after(merchantCode: string, afterId: number, limit: number, conversationId?: number) {
    let query = this.db
      .selectFrom('chat_messages')
      .select(MESSAGE_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('id', '>', afterId);
    if (conversationId !== undefined) query = query.where('conversation_id', '=', conversationId);
    return query.orderBy('id', 'asc').limit(limit).execute();
  }

  async unreadByPlayer(merchantCode: string, conversationId: number): Promise<number> {
    const row = await this.db
      .selectFrom('chat_messages as m')
      .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('m.merchant_code', '=', merchantCode)
      .where('c.merchant_code', '=', merchantCode)
      .where('m.conversation_id', '=', conversationId)
      .where('m.sender', '=', 'operator')
      .whereRef('m.id', '>', 'c.player_read_id')
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** Moves a read mark forward (never back), in one conditional update. */
  async markRead(
    merchantCode: string,
    conversationId: number,
    reader: 'player' | 'operator',
    upTo: number,
  ): Promise<void> {
    const column = reader === 'player' ? 'player_read_id' : 'operator_read_id';
    await this.db
      .updateTable('chat_conversations')
      .set({ [column]: upTo })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', conversationId)
      .where(column, '<', upTo)
      .execute();
  }

  /** Runs `work` in one transaction (an assignment and its audit entry). */
  transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * The merchant's conversations (of a scope), latest message first, each with the player
   * messages no operator has seen yet and its member's language.
   */
  async conversations(
    merchantCode: string,
    scope: ConversationScope,
    limit: number,
  ): Promise<ChatConversationRow[]> {
    let query = this.conversationQuery(merchantCode, this.db)
      .where('c.last_message_at', 'is not', null)
      .orderBy('c.last_message_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(limit);
    if ('assignedTo' in scope) query = query.where('c.assigned_to', '=', scope.assignedTo);
    if ('unassigned' in scope) query = query.where('c.assigned_to', 'is', null);
    const rows = await query.execute();
    return rows.map((row) => ({ ...row, unread: Number(row.unread ?? 0) }));
  }

  /** One conversation of the merchant as the operators' list shows it. */
  async conversation(
    merchantCode: string,
    conversationId: number,
    db: Kysely<Database> = this.db,
  ): Promise<ChatConversationRow | undefined> {
    const row = await this.conversationQuery(merchantCode, db)
      .where('c.id', '=', conversationId)
      .executeTakeFirst();
    return row && { ...row, unread: Number(row.unread ?? 0) };
  }

  /** Player messages no operator has seen, over all the merchant's conversations. */
  async unreadTotal(merchantCode: string): Promise<number> {
    const row = await this.db
      .selectFrom('chat_messages as m')
      .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('m.merchant_code', '=', merchantCode)
      .where('c.merchant_code', '=', merchantCode)
      .where('m.sender', '=', 'player')
      .whereRef('m.id', '>', 'c.operator_read_id')
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /**
   * Gives the conversation to `assignee` (null: nobody) only while it is still with `from`, in one
   * conditional update; answers false when it was not (someone else moved it first).
   */
  async assign(
    merchantCode: string,
    conversationId: number,
    change: { assignee: string | null; from: string | null; at: Date },
    db: Kysely<Database>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('chat_conversations')
      .set({ assigned_to: change.assignee, assigned_at: change.assignee ? change.at : null })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', conversationId)
      .where(sql<boolean>`assigned_to IS NOT DISTINCT FROM ${change.from}`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private conversationQuery(merchantCode: string, db: Kysely<Database>) {
    return db
      .selectFrom('chat_conversations as c')
      .leftJoin('members as mb', (join) =>
        join.onRef('mb.id', '=', 'c.member_id').on('mb.merchant_code', '=', merchantCode),
      )
      .select((eb) => [
        'c.id',
        'c.player_name',
        'c.member_id',
        'c.last_message_at',
        'c.assigned_to',
        'mb.language',
        eb
          .selectFrom('chat_messages as m')
          .select(eb.fn.countAll<string>().as('n'))
          .where('m.merchant_code', '=', merchantCode)
          .whereRef('m.conversation_id', '=', 'c.id')
          .where('m.sender', '=', 'player')
          .whereRef('m.id', '>', 'c.operator_read_id')
          .as('unread'),
      ])
      .where('c.merchant_code', '=', merchantCode);
  }
}
