import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { BONUS_KINDS, BONUS_STATES } from './bonuses.js';
import { walletCurrencySchema } from '../wallet/wallet-calls.js';
import { text } from '../core/text.js';

const minorUnits = z.number().check(z.int());

/** One of the member's bonuses, as the wallet and member home list it. */
export const bonusViewSchema = z.object({
  /** The bonus's id (decimal digits), what a forfeit names. */
  id: z.string(),
  kind: z.enum(BONUS_KINDS),
  /** The promotion it came from; null for a cashback or VIP reward paid without one. */
  promotionId: z.nullable(z.string()),
  /** The promotion's title in the request's Language; null without a promotion (web names the kind). */
  title: z.nullable(z.string()),
  /** What was granted, in minor units. */
  granted: minorUnits,
  /** Its bonus money now (winnings included), in minor units; 0 once it has ended. */
  balance: minorUnits,
  /** Eligible stakes counted so far (weighted), never above `required`. */
  wagered: minorUnits,
  /** The wagering it needs before it converts to cash: granted times the wagering multiple. */
  required: minorUnits,
  /** The largest bet the wallet takes while it is active; null: no limit. */
  maxBet: z.nullable(minorUnits),
  state: z.enum(BONUS_STATES),
  /** ISO 8601. */
  grantedAt: z.string(),
  /** ISO 8601: it expires then unless converted first. */
  expiresAt: z.string(),
  /** ISO 8601: when it converted, expired or was forfeited; null while queued or active. */
  endedAt: z.nullable(z.string()),
});
export type BonusView = z.infer<typeof bonusViewSchema>;

export const memberBonuses = defineCall({
  method: 'GET',
  path: '/wps/member/bonuses',
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.extend(walletCurrencySchema, {
    /** Active and queued first (oldest first), then the 20 most recently ended. */
    bonuses: z.array(bonusViewSchema),
  }),
  errors: [],
  summary:
    "The signed-in member's bonuses: active and queued ones with their wagering progress, then the latest ended ones. Expired bonuses are ended as they are read.",
});

export const forfeitBonus = defineCall({
  method: 'POST',
  path: '/wps/member/bonuses/forfeit',
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z.object({
    /** The bonus's id from memberBonuses. */
    bonusId: text(15).check(z.regex(/^[1-9]\d{0,14}$/, 'a bonus id')),
  }),
  value: z.object({
    bonus: bonusViewSchema,
    /** Bonus money removed (its winnings included), in minor units. */
    removed: minorUnits,
  }),
  errors: [ERROR_CODES.bonusNotFound, ERROR_CODES.bonusNotActive],
  summary:
    'The member gives up an active or queued bonus: its balance and its winnings leave the bonus account in one transaction (a bonus_forfeit entry in the history); cash is untouched. A bonus that has ended answers bonus.not.active.',
});

/** A deposit bonus the member may take with a deposit now. */
export const depositBonusOfferSchema = z.object({
  promotionId: z.string(),
  title: z.string(),
  /** The match, in percent of the deposit (1-1000). */
  percent: z.number().check(z.int()),
  /** The most it grants, in minor units. */
  cap: minorUnits,
  /** The least deposit it applies to, in minor units. */
  minDeposit: minorUnits,
  wagerMultiple: z.number().check(z.int()),
  /** Days from the grant until it expires. */
  expiryDays: z.number().check(z.int()),
  maxBet: z.nullable(minorUnits),
  /** True: only a member's first deposit. */
  firstDepositOnly: z.boolean(),
  /** It applies to every Nth deposit (1: every one); null with firstDepositOnly. */
  everyNth: z.nullable(z.number().check(z.int())),
  /** ISO 8601 end of the promotion; null: until the operator ends it. */
  endsAt: z.nullable(z.string()),
});
export type DepositBonusOffer = z.infer<typeof depositBonusOfferSchema>;

export const depositBonusOffers = defineCall({
  method: 'GET',
  path: '/wps/member/bonuses/deposit-offers',
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.object({ offers: z.array(depositBonusOfferSchema) }),
  errors: [],
  summary:
    "The deposit-match promotions the member may take with their next deposit (current, not first-deposit-only after a first deposit, the next deposit being their Nth), in the operator's order.",
});

/** What a claim or a promo code did, said exactly (issue 30 point 4). */
export const claimOutcomeSchema = z.discriminatedUnion('kind', [
  /** A bonus was granted now: `active` (playable now) or `queued` behind the active one. */
  z.object({
    kind: z.literal('credited'),
    bonusId: z.string(),
    amount: minorUnits,
    wageringRequired: minorUnits,
    /** ISO 8601. */
    expiresAt: z.string(),
    state: z.enum(['active', 'queued']),
  }),
  /** A deposit match: it is offered with the member's next deposit (chosen on the deposit page). */
  z.object({
    kind: z.literal('nextDeposit'),
    percent: z.number().check(z.int()),
    cap: minorUnits,
    minDeposit: minorUnits,
  }),
  /** Nothing is paid by the claim: the reward comes from an action (download the app, invite). */
  z.object({ kind: z.literal('action'), action: z.enum(['APP_DOWNLOAD', 'REFERRAL']) }),
  /** A claim without a reward of its own (the operator pays it another way). */
  z.object({ kind: z.literal('recorded') }),
]);
export type ClaimOutcome = z.infer<typeof claimOutcomeSchema>;
