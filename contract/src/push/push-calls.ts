import { z } from 'zod/mini';
import { INT4_MAX, boundedInt } from '../core/bounds.js';
import { defineCall, relayPath } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { LIMITS } from '../core/constants.js';
import { UI_LANGUAGES } from '../core/language.js';
import { PUSH_BOUNDS, isPushLink } from './push.js';
import { text } from '../core/text.js';
import { OPS_BASE_PATH } from '../ops/ops-base.js';

const nonEmpty = (max: number) =>
  text(max).check(z.refine((value) => value.trim().length > 0, 'must not be empty'));

/** A browser's push subscription (PushSubscription.toJSON(): endpoint and keys). */
export const webPushSubscriptionSchema = z.object({
  endpoint: nonEmpty(PUSH_BOUNDS.endpoint).check(
    z.refine((value) => /^https?:\/\/\S+$/.test(value), 'must be an http(s) address'),
  ),
  auth: nonEmpty(PUSH_BOUNDS.auth).check(z.regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url')),
  p256dh: nonEmpty(PUSH_BOUNDS.p256dh).check(z.regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url')),
  applicationPubKey: z.optional(
    text(PUSH_BOUNDS.applicationPubKey).check(z.regex(/^[A-Za-z0-9_-]*=*$/, 'must be base64url')),
  ),
});

const registrationToken = nonEmpty(PUSH_BOUNDS.token);
const tokenValue = z.object({ token: z.string() });

export const PUSH_REGISTRATIONS_PATH = '/wps/push/registrations';

/** The push registrations endpoint of SPEC section 7: a subscription for a registration token. */
export const pushRegister = defineCall({
  method: 'POST',
  path: PUSH_REGISTRATIONS_PATH,
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({ web: webPushSubscriptionSchema }),
  value: tokenValue,
  errors: [ERROR_CODES.pushEndpointRefused],
  summary:
    "Registers this browser's push subscription with the merchant and answers its registration token (a new token for a subscription already known).",
});

export const pushRegistrationUpdate = defineCall({
  method: 'PATCH',
  path: PUSH_REGISTRATIONS_PATH,
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({ token: registrationToken, web: webPushSubscriptionSchema }),
  value: tokenValue,
  errors: [ERROR_CODES.pushTokenUnknown, ERROR_CODES.pushEndpointRefused],
  summary:
    "Replaces the subscription a registration token stands for (the browser's changed); keeps its member and topics and answers a fresh token.",
});

export const pushRegistrationDelete = defineCall({
  method: 'DELETE',
  path: PUSH_REGISTRATIONS_PATH,
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({ token: registrationToken }),
  value: z.object({}),
  errors: [],
  summary: 'Forgets the subscription of a registration token (answers the same when unknown).',
});

/** CSP_fcmBind: the token's subscription now belongs to the signed-in member. */
export const fcmBind = defineCall({
  method: 'POST',
  path: relayPath('CSP_fcmBind'),
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z.object({ registrationToken }),
  value: z.object({}),
  errors: [ERROR_CODES.pushTokenUnknown],
  summary: "Binds the registration token's subscription to the signed-in member.",
});

/** CSP_fcmSubscribe: the token's subscription joins a topic (the app uses 'ALL'). */
export const fcmSubscribe = defineCall({
  method: 'POST',
  path: relayPath('CSP_fcmSubscribe'),
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({
    registrationToken,
    topic: nonEmpty(PUSH_BOUNDS.topic).check(z.regex(/^[A-Za-z0-9_-]+$/, 'letters and digits')),
  }),
  value: z.object({}),
  errors: [ERROR_CODES.pushTokenUnknown],
  summary: "Subscribes the registration token's subscription to a topic.",
});

/** CSP_fcmUnsubscribe: one token's topics, or with unsubscribeAll every subscription of the member. */
export const fcmUnsubscribe = defineCall({
  method: 'POST',
  path: relayPath('CSP_fcmUnsubscribe'),
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({ registrationToken, unsubscribeAll: z.optional(z.boolean()) }),
  value: z.object({}),
  errors: [],
  summary:
    "Leaves the token's topics; with unsubscribeAll, also every other subscription of the member the token is bound to.",
});

const pushLanguage = z.enum(UI_LANGUAGES);

export const pushContentSchema = z.object({
  title: nonEmpty(PUSH_BOUNDS.title),
  body: text(PUSH_BOUNDS.body),
  url: nonEmpty(PUSH_BOUNDS.url).check(z.refine(isPushLink, 'must be /m/… or https://…')),
});
export type PushContent = z.infer<typeof pushContentSchema>;

export const pushSendBodySchema = z.object({
  target: z.union([
    z.object({ topic: nonEmpty(PUSH_BOUNDS.topic) }),
    z.object({ memberId: boundedInt(1, INT4_MAX) }),
  ]),
  /** Marketing pushes never reach a member on a time-out or self-excluded. */
  marketing: z.boolean(),
  defaultLanguage: pushLanguage,
  /** The words per language; the default language's must be among them. */
  contents: z
    .partialRecord(pushLanguage, pushContentSchema)
    .check(z.refine((value) => Object.keys(value).length > 0, 'at least one language')),
});
export type PushSendBody = z.infer<typeof pushSendBodySchema>;

/** The /ops/ Push page's send: queued for every subscription it reaches. */
export const opsPushSend = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/push`,
  access: 'operator',
  permission: 'push.send',
  encrypted: false,
  cache: 'none',
  body: pushSendBodySchema,
  value: z.object({ messageId: z.string(), recipients: z.number() }),
  errors: [],
  summary:
    'Sends a push to a topic or a member in each recipient’s language where given; queued in the push outbox, audited.',
});

export const PUSH_TIMINGS = {
  promptEveryMs: LIMITS.pushPromptPerMs,
  registerAfterMs: LIMITS.pushRegistrationDelayMs,
  refreshAfterMs: LIMITS.pushTokenRefreshMs,
} as const;
