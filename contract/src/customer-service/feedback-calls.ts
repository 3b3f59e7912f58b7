import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { boundedQueryInt, int4Id, queryInt4Id } from '../core/bounds.js';
import { text } from '../core/text.js';
import { OPS_BASE_PATH } from '../ops/ops-base.js';

/** What a player's feedback is about. */
export const FEEDBACK_CATEGORIES = [
  'deposit',
  'withdrawal',
  'games',
  'account',
  'suggestion',
  'other',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** The longest feedback text, in UTF-16 units (one paragraph; line breaks become spaces). */
export const FEEDBACK_TEXT_MAX_LENGTH = 2000;

/** The screenshot types accepted, and the largest screenshot, in bytes once decoded. */
export const FEEDBACK_SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const FEEDBACK_SCREENSHOT_MAX_BYTES = 1_000_000;

/** The body limit of the feedback call: the largest screenshot in base64, and the rest. */
export const FEEDBACK_BODY_LIMIT_BYTES =
  Math.ceil(FEEDBACK_SCREENSHOT_MAX_BYTES / 3) * 4 + FEEDBACK_TEXT_MAX_LENGTH * 6 + 4096;

export const submitFeedback = defineCall({
  method: 'POST',
  path: '/wps/feedback',
  moduleId: 'FEEDBACK3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z.object({
    category: z.enum(FEEDBACK_CATEGORIES),
    text: text(FEEDBACK_TEXT_MAX_LENGTH).check(
      z.refine((value) => value.trim().length > 0, 'must not be empty'),
    ),
    screenshot: z.optional(
      z.object({
        type: z.enum(FEEDBACK_SCREENSHOT_TYPES),
        /** The image, base64. */
        data: text(Math.ceil(FEEDBACK_SCREENSHOT_MAX_BYTES / 3) * 4).check(
          z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
        ),
      }),
    ),
  }),
  value: z.object({ id: z.number() }),
  errors: [ERROR_CODES.feedbackScreenshotInvalid, ERROR_CODES.tooManyFeedback],
  summary:
    "Stores the member's feedback (FEEDBACK3): a category, text and an optional screenshot whose bytes must be the PNG, JPEG or WebP it says, at most 1 MB. Submissions are limited per member (TOO_MANY_REQUEST_FEEDBACK), each counted before its screenshot is read.",
});

/** Where a feedback stands: new until support answers it, then answered, then closed. */
export const FEEDBACK_STATUSES = ['new', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** How many feedback entries one page of the operators' list holds at most. */
export const FEEDBACK_PAGE_MAX = 100;

export const feedbackEntrySchema = z.object({
  id: z.number(),
  category: z.enum(FEEDBACK_CATEGORIES),
  text: z.string(),
  userName: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  /** Who set the status last and when (ISO 8601); null while it is new. */
  statusChangedBy: z.nullable(z.string()),
  statusChangedAt: z.nullable(z.string()),
  /**
   * The screenshot's type and size, when one came; its bytes are served only to operators who
   * answer feedback, by opsFeedbackScreenshot.
   */
  screenshot: z.nullable(z.object({ type: z.string(), bytes: z.number() })),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

export const opsFeedbackList = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/feedback`,
  access: 'operator',
  permission: 'feedback.answer',
  encrypted: false,
  cache: 'none',
  query: z.object({
    status: z.optional(z.enum(FEEDBACK_STATUSES)),
    /** Entries older than this id (the next page, newest first). */
    before: z.optional(queryInt4Id()),
    limit: z.optional(boundedQueryInt(1, FEEDBACK_PAGE_MAX)),
  }),
  value: z.object({
    entries: z.array(feedbackEntrySchema),
    /** The `before` of the next page; null on the last. */
    next: z.nullable(z.number()),
  }),
  errors: [],
  summary: `The merchant's feedback, newest first, optionally of one status; pages of at most ${FEEDBACK_PAGE_MAX} (50 by default).`,
});

/** Where a feedback's screenshot is served (`?id=`), as an image of its own type. */
export const OPS_FEEDBACK_SCREENSHOT_PATH = `${OPS_BASE_PATH}/api/feedback/screenshot`;

export const opsFeedbackScreenshot = defineCall({
  method: 'GET',
  path: OPS_FEEDBACK_SCREENSHOT_PATH,
  access: 'operator',
  permission: 'feedback.answer',
  encrypted: false,
  cache: 'none',
  raw: true,
  query: z.object({ id: queryInt4Id() }),
  /** The image's bytes, sent with their own content type and nosniff. */
  value: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
  errors: [ERROR_CODES.feedbackNotFound],
  summary:
    "A feedback's screenshot as the image it is (its stored type, X-Content-Type-Options: nosniff, a sandboxing CSP, never cached), to operators who answer feedback of the merchant only.",
});

export const opsSetFeedbackStatus = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/feedback/status`,
  access: 'operator',
  permission: 'feedback.answer',
  encrypted: false,
  cache: 'none',
  body: z.object({
    id: int4Id(),
    status: z.enum(FEEDBACK_STATUSES),
    /** The status the operator saw; a change meanwhile answers feedback.status.changed. */
    from: z.enum(FEEDBACK_STATUSES),
  }),
  value: feedbackEntrySchema,
  errors: [ERROR_CODES.feedbackNotFound, ERROR_CODES.feedbackStatusChanged],
  summary:
    'Moves a feedback to new, answered or closed, only if it is still `from` (one conditional update). Audited with the status before and after.',
});
