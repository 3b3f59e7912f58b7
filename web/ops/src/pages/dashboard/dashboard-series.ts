import type { DashboardDay, DashboardFigure } from '@lobby/contract';
import type { ChartSeries } from './DailyChart';

/** The money chart's figures and their colours. */
export const MONEY_SERIES: readonly [DashboardFigure, string][] = [
  ['depositAmount', '#1f5fbf'],
  ['withdrawalAmount', '#b3261e'],
  ['grossGamingRevenue', '#1e7a3c'],
  ['bonusCost', '#a36a00'],
];
/** The players chart's figures and their colours. */
export const PLAYER_SERIES: readonly [DashboardFigure, string][] = [
  ['registrations', '#1f5fbf'],
  ['firstDeposits', '#7b3fb3'],
  ['activePlayers', '#1e7a3c'],
];

/** A chart's lines: one per figure, each day's value divided by `unit` (minor to major units). */
export function chartSeries(
  days: readonly DashboardDay[],
  figures: readonly [DashboardFigure, string][],
  unit: number,
  label: (name: DashboardFigure) => string,
): ChartSeries[] {
  return figures.map(([name, color]) => ({
    label: label(name),
    color,
    values: days.map((day) => day[name] / unit),
  }));
}
