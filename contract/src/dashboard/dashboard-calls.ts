import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { OPS_BASE_PATH } from '../ops/ops-base.js';
import { datesInOrderCheck, ledgerDate } from '../core/bounds.js';
import { RUM_METRICS, RUM_RULES } from '../rum/rum.js';

/**
 * The daily figures of the operator's dashboard and of `npm run report -- daily`, in this order
 * (the CSV's columns). Amounts are minor units:
 * - registrations: members who registered that day;
 * - firstDeposits / firstDepositAmount: members whose first ledger deposit ever fell that day;
 * - deposits / depositAmount: deposits credited to the ledger that day;
 * - withdrawals / withdrawalAmount: withdrawals approved that day (the money that left);
 * - grossGamingRevenue: stakes less wins and rollbacks on the cash account (bonus money excluded);
 * - bonusCost: bonus money converted to cash that day (what bonuses cost the merchant);
 * - activePlayers: members who placed a bet that day (over a range: distinct members).
 */
export const DASHBOARD_FIGURES = [
  'registrations',
  'firstDeposits',
  'firstDepositAmount',
  'deposits',
  'depositAmount',
  'withdrawals',
  'withdrawalAmount',
  'grossGamingRevenue',
  'bonusCost',
  'activePlayers',
] as const;
export type DashboardFigure = (typeof DASHBOARD_FIGURES)[number];

/** The figures that are money (minor units); the rest are counts. */
export const DASHBOARD_AMOUNTS: readonly DashboardFigure[] = [
  'firstDepositAmount',
  'depositAmount',
  'withdrawalAmount',
  'grossGamingRevenue',
  'bonusCost',
];

/** The longest range one dashboard answer covers, and the default one (ending today). */
export const DASHBOARD_MAX_DAYS = 366;
export const DASHBOARD_DEFAULT_DAYS = 30;

const figures = z.object(
  Object.fromEntries(DASHBOARD_FIGURES.map((name) => [name, z.number()])) as Record<
    DashboardFigure,
    z.ZodMiniNumber
  >,
);
export type DashboardFigures = z.infer<typeof figures>;

export const dashboardDaySchema = z.extend(figures, {
  /** The day as YYYY-MM-DD in the merchant's time zone. */
  day: z.string(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

const dayMs = 86_400_000;
/** A range of days in the merchant's time zone, at most `maxDays` long; by default the last DASHBOARD_DEFAULT_DAYS. */
const dayRangeSchema = (maxDays: number) =>
  z.object({ from: z.optional(ledgerDate()), to: z.optional(ledgerDate()) }).check(
    datesInOrderCheck,
    z.refine<{ from?: string; to?: string }>(
      (value) =>
        !value.from ||
        !value.to ||
        (Date.parse(value.to) - Date.parse(value.from)) / dayMs < maxDays,
      { message: `covers at most ${maxDays} days`, path: ['to'] },
    ),
  );

export const dashboardRangeSchema = dayRangeSchema(DASHBOARD_MAX_DAYS);
export const dashboardRumRangeSchema = dayRangeSchema(RUM_RULES.summaryMaxDays);

const dashboardValue = z.object({
  merchantCode: z.string(),
  currency: z.string(),
  minorDigits: z.number(),
  /** The IANA time zone the days are counted in (the merchant file's `timeZone`, else UTC). */
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  /** Every day of the range, oldest first, zeros included. */
  days: z.array(dashboardDaySchema),
  /** The range's sums; activePlayers counts each member once. */
  totals: figures,
});
export type DashboardValue = z.infer<typeof dashboardValue>;

export const opsDashboard = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/dashboard`,
  access: 'operator',
  permission: 'dashboard.view',
  encrypted: false,
  cache: 'none',
  query: dashboardRangeSchema,
  value: dashboardValue,
  errors: [],
  summary:
    "The merchant's daily figures (DASHBOARD_FIGURES) over a range of days in its time zone, computed from the ledger and tables: the numbers `npm run report -- daily` prints.",
});

/** What the dashboard exports as CSV. */
export const DASHBOARD_EXPORTS = ['daily', 'rum'] as const;

export const opsDashboardExport = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/dashboard/export`,
  access: 'operator',
  permission: 'dashboard.export',
  encrypted: false,
  cache: 'none',
  body: z.extend(dashboardRangeSchema, {
    /** daily (the default): the figures; rum: the real-user timings (opsDashboardRum). */
    report: z.optional(z.enum(DASHBOARD_EXPORTS)),
  }),
  value: z.object({ fileName: z.string(), csv: z.string() }),
  errors: [],
  summary: `The dashboard as CSV, recorded in the audit log as an export: the daily figures (one row a day and a totals row, amounts in major units), or with report rum the real-user timings (one row a day, page and metric; at most ${RUM_RULES.summaryMaxDays} days).`,
});

/** One page's metric on one day of the merchant's time zone (the rows of `npm run report -- rum`). */
export const rumSummaryRowSchema = z.object({
  day: z.string(),
  /** A page path of the web app, or `other`. */
  page: z.string(),
  metric: z.enum(RUM_METRICS),
  /** Every sample kept, the missed (-1) and unsupported (-2) among them. */
  samples: z.number(),
  missed: z.number(),
  unsupported: z.number(),
  /** Milliseconds over the measured samples (percentile_cont, rounded); null when none was. */
  p50: z.nullable(z.number()),
  p75: z.nullable(z.number()),
  p95: z.nullable(z.number()),
});
export type RumSummaryRow = z.infer<typeof rumSummaryRowSchema>;

const dashboardRumValue = z.object({
  merchantCode: z.string(),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  /** Every day of the range, oldest first. */
  days: z.array(z.string()),
  /** The pages with samples in the range, the most sampled first. */
  pages: z.array(z.string()),
  /** Only the days, pages and metrics that have samples, by day, page and metric. */
  rows: z.array(rumSummaryRowSchema),
});
export type DashboardRumValue = z.infer<typeof dashboardRumValue>;

export const opsDashboardRum = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/dashboard/rum`,
  access: 'operator',
  permission: 'dashboard.view',
  encrypted: false,
  cache: 'none',
  query: dashboardRumRangeSchema,
  value: dashboardRumValue,
  errors: [],
  summary: `Real players' page timings (RUM_METRICS) per day of the merchant's time zone and page: samples, missed, unsupported and p50/p75/p95 in ms, at most ${RUM_RULES.summaryMaxDays} days (by default the last ${DASHBOARD_DEFAULT_DAYS}): the numbers \`npm run report -- rum\` prints.`,
});
