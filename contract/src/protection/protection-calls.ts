import { z } from 'zod/mini';
import { boundedInt } from '../core/bounds.js';
import { defineCall } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { LIMIT_KINDS, LIMIT_PERIODS, LIMIT_PERIODS_OF, PROTECTION_RULES } from './protection.js';
import { text } from '../core/text.js';
import { MAX_ENTRY_AMOUNT } from '../wallet/wallet.js';
import { typedPasswordSchema } from '../accounts/accounts-calls.js';

const limitKindSchema = z.enum(LIMIT_KINDS);
const limitPeriodSchema = z.enum(LIMIT_PERIODS);

/** One of the member's limits: what is in force, what waits for its 24 hours, what is used. */
export const protectionLimitSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  /** In force now: minor units (deposit, loss) or minutes (session); null when none. */
  value: z.nullable(z.number()),
  /** A higher limit or a removal asked for, and when it applies. */
  pending: z.nullable(z.object({ value: z.nullable(z.number()), effectiveAt: z.string() })),
  /** What the period has used so far (deposited, lost, minutes played). */
  used: z.number(),
  /** When the period resets (ISO 8601). */
  resetsAt: z.string(),
});
export type ProtectionLimit = z.infer<typeof protectionLimitSchema>;

export const protectionStatusSchema = z.object({
  limits: z.array(protectionLimitSchema),
  realityCheck: z.object({
    /** The member's interval in minutes. */
    minutes: z.number(),
    /** The merchant's default and the least a member may choose. */
    defaultMinutes: z.number(),
    minimumMinutes: z.number(),
  }),
  terms: z.object({
    termsVersion: z.string(),
    privacyVersion: z.string(),
    termsUrl: z.nullable(z.string()),
    privacyUrl: z.nullable(z.string()),
    /** False once the merchant published versions the member has not accepted. */
    accepted: z.boolean(),
  }),
});
export type ProtectionStatus = z.infer<typeof protectionStatusSchema>;

/** The value of a limit refusal: which limit, how much is left of it, and when it resets. */
export const limitRefusalSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  limit: z.number(),
  remaining: z.number(),
  resetsAt: z.string(),
});
export type LimitRefusal = z.infer<typeof limitRefusalSchema>;

/** The value of a time-out or self-exclusion refusal: when it ends (null: permanent). */
export const exclusionRefusalSchema = z.object({ until: z.nullable(z.string()) });
export type ExclusionRefusal = z.infer<typeof exclusionRefusalSchema>;

export const memberProtection = defineCall({
  method: 'GET',
  path: '/wps/member/protection',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: protectionStatusSchema,
  errors: [],
  summary:
    "The member's deposit, loss and session limits (in force, pending with when they apply, used, when each resets), reality check interval, and whether the merchant's current terms are accepted.",
});

const MAX_LIMIT_VALUE = MAX_ENTRY_AMOUNT;

export const setProtectionLimit = defineCall({
  method: 'POST',
  path: '/wps/member/protection/limit',
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z
    .object({
      kind: limitKindSchema,
      period: limitPeriodSchema,
      /** Minor units (deposit, loss) or minutes a day (session); null removes the limit. */
      value: z.nullable(boundedInt(1, MAX_LIMIT_VALUE)),
    })
    .check(
      z.refine((body) => LIMIT_PERIODS_OF[body.kind].includes(body.period), {
        message: 'a session limit is per day',
        path: ['period'],
      }),
      z.refine(
        (body) =>
          body.kind !== 'session' ||
          body.value === null ||
          body.value <= PROTECTION_RULES.sessionMinutes.max,
        {
          message: `must be at most ${PROTECTION_RULES.sessionMinutes.max} minutes`,
          path: ['value'],
        },
      ),
    ),
  value: protectionStatusSchema,
  errors: [],
  summary: `Sets, raises, lowers or removes one limit. A lower limit applies at once; a higher one or a removal after ${PROTECTION_RULES.loosenDelayHours} hours (the answer shows when), and a new change replaces the one waiting. Recorded in the protection audit.`,
});

export const setRealityCheck = defineCall({
  method: 'POST',
  path: '/wps/member/protection/realityCheck',
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z.object({
    minutes: boundedInt(
      PROTECTION_RULES.realityCheckMinutes.min,
      PROTECTION_RULES.realityCheckMinutes.max,
    ),
  }),
  value: protectionStatusSchema,
  errors: [ERROR_CODES.realityCheckTooShort],
  summary:
    "Sets how many minutes of play pass between reality checks; never below the merchant's minimum (reality.check.too.short).",
});

export const takeBreak = defineCall({
  method: 'POST',
  path: '/wps/member/protection/break',
  access: 'member',
  encrypted: true,
  cache: 'none',
  body: z
    .object({
      kind: z.enum(['timeOut', 'selfExclusion']),
      /** A time-out's length. */
      days: z.optional(
        boundedInt(PROTECTION_RULES.timeOutDays.min, PROTECTION_RULES.timeOutDays.max),
      ),
      /** A self-exclusion's length; absent with permanent true. */
      months: z.optional(
        boundedInt(
          PROTECTION_RULES.selfExclusionMonths.min,
          PROTECTION_RULES.selfExclusionMonths.max,
        ),
      ),
      permanent: z.optional(z.boolean()),
      password: typedPasswordSchema,
    })
    .check(
      z.refine(
        (body) =>
          body.kind === 'timeOut'
            ? body.days !== undefined && body.months === undefined && !body.permanent
            : body.days === undefined && (body.months !== undefined) !== (body.permanent === true),
        {
          message: 'a time-out takes days; a self-exclusion takes months or permanent',
          path: ['kind'],
        },
      ),
    ),
  value: z.object({ until: z.nullable(z.string()) }),
  errors: [ERROR_CODES.loginCredErr],
  summary:
    "Takes a time-out (days) or a self-exclusion (months, or permanent) after the password, judged within the session's own confirmations (as many per session as the lockout allows; TOO_MANY_REQUEST_LOGIN past them), which sign-ins of the account never spend: every session and the remembered logins end, and until it ends sign-in, deposits, launches and bets are refused; it cannot be undone early. A self-exclusion also moves the withdrawable balance into a withdrawal for the operator to pay out.",
});

export const acceptTerms = defineCall({
  method: 'POST',
  path: '/wps/member/terms/accept',
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z.object({ termsVersion: text(32), privacyVersion: text(32) }),
  value: protectionStatusSchema,
  errors: [ERROR_CODES.termsVersionStale],
  summary:
    "Accepts the merchant's current terms and privacy versions (the ones shown, which must still be current: terms.version.stale otherwise).",
});

/** The figures a reality check shows: the play session's length, bets and net result. */
export const playSessionSchema = z.object({
  startedAt: z.string(),
  minutes: z.number(),
  /** Minor units bet since the session started, and won minus bet (negative: a loss). */
  bets: z.number(),
  net: z.number(),
  /** The member's interval; a reality check is due every this many minutes of the session. */
  intervalMinutes: z.number(),
});
export type PlaySession = z.infer<typeof playSessionSchema>;

export const playSession = defineCall({
  method: 'GET',
  path: '/wps/member/protection/play',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.object({ session: z.nullable(playSessionSchema) }),
  errors: [],
  summary:
    "The member's open play session (started by a launch) with its duration, bets and net result, for the reality check; null when none is open.",
});

export const endPlaySession = defineCall({
  method: 'POST',
  path: '/wps/member/protection/play/end',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.object({ ended: z.boolean() }),
  errors: [],
  summary:
    "Ends the member's open play session (a reality check's Stop); its time stops counting toward the session limit.",
});
