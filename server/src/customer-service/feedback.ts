import {
  ERROR_CODES,
  FEEDBACK_SCREENSHOT_MAX_BYTES,
  type FeedbackCategory,
  type FeedbackEntry,
  type FeedbackStatus,
} from '@lobby/contract';
import type { FeedbackRepository } from './feedback-repository.js';
import type { AuditLog } from '../core/audit/audit-log.js';
import { presentFeedback } from './feedback-presenter.js';
import { auditActorOf, type ActingOperator } from './operator-actor.js';
import { AppError } from '../core/errors.js';
import type { AttemptLimiter } from '../core/limits/attempt-limiter.js';
import { FEEDBACK } from './customer-service-limits.js';
import type { SessionContext } from '../core/http/request-identity.js';

/** The first bytes each accepted screenshot type starts with. */
const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' &&
    String.fromCharCode(...b.subarray(8, 12)) === 'WEBP',
};

const badScreenshot = (why: string) =>
  new AppError(400, ERROR_CODES.feedbackScreenshotInvalid, `The screenshot ${why}`);

/** The screenshot's bytes, when they are the image type named and within the size limit. */
export function screenshotBytes(screenshot: { type: string; data: string }): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(screenshot.data, 'base64'));
  if (bytes.length === 0) throw badScreenshot('is empty');
  if (bytes.length > FEEDBACK_SCREENSHOT_MAX_BYTES) throw badScreenshot('is larger than 1 MB');
  if (!SIGNATURES[screenshot.type]?.(bytes)) {
    throw badScreenshot(`is not the ${screenshot.type} it says`);
  }
  return bytes;
}

const notFound = () =>
  new AppError(404, ERROR_CODES.feedbackNotFound, 'This feedback does not exist here');

/** How many entries a page of the operators' list holds unless it asks for another number. */
const DEFAULT_PAGE = 50;

/**
 * Players' feedback (FEEDBACK3), stored per merchant; the operators' list of it, its screenshots
 * and its status (new, answered, closed; every change audited).
 */
export class FeedbackService {
  private readonly feedback: FeedbackRepository;
  private readonly limiter: AttemptLimiter;
  private readonly now: () => Date;
  private readonly audit: AuditLog;

  constructor(deps: {
    feedback: FeedbackRepository;
    limiter: AttemptLimiter;
    now: () => Date;
    audit: AuditLog;
  }) {
    this.feedback = deps.feedback;
    this.limiter = deps.limiter;
    this.now = deps.now;
    this.audit = deps.audit;
  }

  async submit(
    session: SessionContext,
    input: {
      category: FeedbackCategory;
      text: string;
      screenshot?: { type: string; data: string } | undefined;
    },
  ): Promise<{ id: number }> {
    const { merchantCode, memberId } = session;
    await this.limiter.reserve(FEEDBACK, { merchantCode, memberId });
    const screenshot = input.screenshot
      ? { type: input.screenshot.type, bytes: screenshotBytes(input.screenshot) }
      : null;
    const id = await this.feedback.insert({
      merchantCode: session.merchantCode,
      memberId: session.memberId,
      category: input.category,
      body: input.text.trim(),
      screenshot,
      at: this.now(),
    });
    return { id };
  }

  async list(
    merchantCode: string,
    page: {
      status?: FeedbackStatus | undefined;
      before?: number | undefined;
      limit?: number | undefined;
    } = {},
  ): Promise<{ entries: FeedbackEntry[]; next: number | null }> {
    const limit = page.limit ?? DEFAULT_PAGE;
    // One more than the page tells whether another page follows.
    const rows = await this.feedback.latest(merchantCode, { ...page, limit: limit + 1 });
    const entries = rows.slice(0, limit).map(presentFeedback);
    return { entries, next: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
  }

  /** A feedback's screenshot, only from the operator's own merchant. */
  async screenshot(merchantCode: string, id: number): Promise<{ type: string; bytes: Uint8Array }> {
    const image = await this.feedback.screenshot(merchantCode, id);
    if (!image) throw notFound();
    return image;
  }

  async setStatus(
    acting: ActingOperator,
    change: { id: number; status: FeedbackStatus; from: FeedbackStatus },
  ): Promise<FeedbackEntry> {
    const { merchantCode, username } = acting.operator;
    return this.feedback.transaction(async (trx) => {
      const current = await this.feedback.one(merchantCode, change.id, trx);
      if (!current) throw notFound();
      if (change.status === change.from && current.status === change.from) {
        return presentFeedback(current);
      }
      const moved =
        change.status !== change.from &&
        (await this.feedback.setStatus(
          merchantCode,
          change.id,
          { status: change.status, from: change.from, at: this.now(), by: username },
          trx,
        ));
      if (!moved) {
        throw new AppError(
          409,
          ERROR_CODES.feedbackStatusChanged,
          'Someone else changed this feedback meanwhile',
        );
      }
      await this.audit.append(
        auditActorOf(acting),
        {
          action: 'feedback.status',
          targetType: 'feedback',
          targetId: change.id,
          before: { status: change.from },
          after: { status: change.status },
        },
        trx,
      );
      const after = await this.feedback.one(merchantCode, change.id, trx);
      if (!after) throw notFound();
      return presentFeedback(after);
    });
  }
}
