import {
  ERROR_CODES,
  FEEDBACK_SCREENSHOT_MAX_BYTES,
  type FeedbackCategory,
  type FeedbackEntry,
} from '@lobby/contract';
import type { FeedbackRepository } from './feedback-repository.js';
import { AppError } from '../core/errors.js';
import type { AttemptLimiter } from '../core/limits/attempt-limiter.js';
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

/** Players' feedback (FEEDBACK3), stored per merchant, and the operators' list of it. */
export class FeedbackService {
  constructor(
    private readonly feedback: FeedbackRepository,
    private readonly limiter: AttemptLimiter,
    private readonly now: () => Date,
  ) {}

  async submit(
    session: SessionContext,
    input: {
      category: FeedbackCategory;
      text: string;
      screenshot?: { type: string; data: string } | undefined;
    },
  ): Promise<{ id: number }> {
    await this.limiter.feedback(session.merchantCode, session.memberId);
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

  async list(merchantCode: string, limit = 200): Promise<{ entries: FeedbackEntry[] }> {
    const rows = await this.feedback.latest(merchantCode, limit);
    return {
      entries: rows.map((row) => ({
        id: row.id,
        category: row.category as FeedbackCategory,
        text: row.body,
        userName: row.username,
        createdAt: row.created_at.toISOString(),
        screenshot:
          row.screenshot_type && row.screenshot_bytes !== null
            ? { type: row.screenshot_type, bytes: Number(row.screenshot_bytes) }
            : null,
      })),
    };
  }
}
