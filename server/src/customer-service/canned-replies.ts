import {
  CANNED_REPLIES_MAX,
  ERROR_CODES,
  pickLocalizedText,
  type CannedReply,
} from '@lobby/contract';
import type { AuditLog } from '../core/audit/audit-log.js';
import { AppError } from '../core/errors.js';
import type { CannedReplyRepository } from './canned-reply-repository.js';
import { presentCannedReply } from './canned-reply-presenter.js';
import { auditActorOf, type ActingOperator } from './operator-actor.js';

const notFound = () =>
  new AppError(404, ERROR_CODES.cannedReplyNotFound, 'This canned reply does not exist');
const taken = () =>
  new AppError(409, ERROR_CODES.cannedReplyTitleTaken, 'Another canned reply has this title');

/** What an operator writes into a canned reply. */
export interface CannedReplyDraft {
  title: string;
  texts: Partial<Record<string, string>>;
}

/** Trimmed title and texts, dropping languages left empty. */
function clean(draft: CannedReplyDraft): { title: string; texts: Record<string, string> } {
  const texts: Record<string, string> = {};
  for (const [language, value] of Object.entries(draft.texts)) {
    const trimmed = value?.trim();
    if (trimmed) texts[language] = trimmed;
  }
  return { title: draft.title.trim(), texts };
}

/**
 * A merchant's canned chat replies, managed by the operators who answer chats; every change is
 * audited in its own transaction with the reply before and after.
 */
export class CannedReplies {
  constructor(
    private readonly replies: CannedReplyRepository,
    private readonly audit: AuditLog,
    private readonly now: () => Date,
  ) {}

  async list(merchant: {
    code: string;
    defaultLanguage: string;
  }): Promise<{ replies: CannedReply[]; defaultLanguage: string }> {
    const rows = await this.replies.list(merchant.code);
    return { replies: rows.map(presentCannedReply), defaultLanguage: merchant.defaultLanguage };
  }

  /**
   * The text a canned reply sends to a player: in the player's language when it has one, else
   * the merchant's default language, else English, else the first it has.
   */
  async textFor(
    merchantCode: string,
    id: number,
    language: { player: string | null; merchantDefault: string },
  ): Promise<string> {
    const row = await this.replies.find(merchantCode, id);
    if (!row) throw notFound();
    const { texts } = presentCannedReply(row);
    const wanted = language.player ?? language.merchantDefault;
    return pickLocalizedText(texts, wanted, language.merchantDefault).text;
  }

  async create(acting: ActingOperator, draft: CannedReplyDraft): Promise<CannedReply> {
    const merchantCode = acting.operator.merchantCode;
    const input = { ...clean(draft), at: this.now(), by: acting.operator.username };
    return this.replies.transaction(async (trx) => {
      const row = await this.replies.insert(merchantCode, input, CANNED_REPLIES_MAX, trx);
      if (row === 'taken') throw taken();
      if (row === 'full') {
        throw new AppError(
          409,
          ERROR_CODES.cannedRepliesFull,
          `A merchant keeps at most ${CANNED_REPLIES_MAX} canned replies`,
        );
      }
      const after = presentCannedReply(row);
      await this.audit.append(
        auditActorOf(acting),
        { action: 'chat.canned.create', targetType: 'canned_reply', targetId: row.id, after },
        trx,
      );
      return after;
    });
  }

  async update(acting: ActingOperator, id: number, draft: CannedReplyDraft): Promise<CannedReply> {
    const merchantCode = acting.operator.merchantCode;
    const input = { ...clean(draft), at: this.now(), by: acting.operator.username };
    return this.replies.transaction(async (trx) => {
      const before = await this.replies.find(merchantCode, id, trx, true);
      if (!before) throw notFound();
      const row = await this.replies.update(merchantCode, id, input, trx);
      if (row === 'taken') throw taken();
      if (!row) throw notFound();
      const after = presentCannedReply(row);
      await this.audit.append(
        auditActorOf(acting),
        {
          action: 'chat.canned.update',
          targetType: 'canned_reply',
          targetId: id,
          before: presentCannedReply(before),
          after,
        },
        trx,
      );
      return after;
    });
  }

  async remove(acting: ActingOperator, id: number): Promise<Record<string, never>> {
    const merchantCode = acting.operator.merchantCode;
    await this.replies.transaction(async (trx) => {
      const before = await this.replies.find(merchantCode, id, trx, true);
      if (!before || !(await this.replies.delete(merchantCode, id, trx))) throw notFound();
      await this.audit.append(
        auditActorOf(acting),
        {
          action: 'chat.canned.delete',
          targetType: 'canned_reply',
          targetId: id,
          before: presentCannedReply(before),
        },
        trx,
      );
    });
    return {};
  }
}
