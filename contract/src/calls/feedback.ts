import { z } from 'zod/mini';
import { defineCall } from '../call.js';
import { ERROR_CODES } from '../errors.js';
import { text } from '../text.js';
import { OPS_BASE_PATH } from './operator.js';

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

export const feedbackEntrySchema = z.object({
  id: z.number(),
  category: z.enum(FEEDBACK_CATEGORIES),
  text: z.string(),
  userName: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The screenshot's type and size, when one came; its bytes stay on the server. */
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
  value: z.object({ entries: z.array(feedbackEntrySchema) }),
  errors: [],
  summary: "The merchant's latest feedback, newest first (at most 200).",
});
