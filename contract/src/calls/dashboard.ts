import { z } from 'zod/mini';
import { defineCall } from '../call.js';
import { OPS_BASE_PATH } from './operator.js';
import { datesInOrderCheck, ledgerDate } from '../bounds.js';

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
const rangeWithinMax = z.refine<{ from?: string; to?: string }>(
  (value) =>
    !value.from ||
    !value.to ||
    (Date.parse(value.to) - Date.parse(value.from)) / dayMs < DASHBOARD_MAX_DAYS,
  { message: `covers at most ${DASHBOARD_MAX_DAYS} days`, path: ['to'] },
);

/** A range of days in the merchant's time zone; by default the last DASHBOARD_DEFAULT_DAYS. */
export const dashboardRangeSchema = z
  .object({ from: z.optional(ledgerDate()), to: z.optional(ledgerDate()) })
  .check(datesInOrderCheck, rangeWithinMax);

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

export const opsDashboardExport = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/dashboard/export`,
  access: 'operator',
  permission: 'dashboard.export',
  encrypted: false,
  cache: 'none',
  body: dashboardRangeSchema,
  value: z.object({ fileName: z.string(), csv: z.string() }),
  errors: [],
  summary:
    'The dashboard figures as CSV (one row a day, amounts in major units), recorded in the audit log as an export.',
});
