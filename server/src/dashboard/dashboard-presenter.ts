import {
  type DashboardRumValue,
  DASHBOARD_AMOUNTS,
  DASHBOARD_FIGURES,
  minorDigits,
  type DashboardValue,
} from '@lobby/contract';
import { stringify } from 'csv-stringify/sync';
import { RUM_SUMMARY_COLUMNS } from '../rum/index.js';
import type { DailyFigures } from './dashboard.js';

/** The dashboard's answer: the figures with the currency's decimals. */
export const presentDashboard = (figures: DailyFigures): DashboardValue => ({
  ...figures,
  minorDigits: minorDigits(figures.currency),
});

const money = (minor: number, digits: number) => {
  const sign = minor < 0 ? '-' : '';
  const whole = Math.abs(minor);
  const unit = 10 ** digits;
  const fraction = digits > 0 ? `.${String(whole % unit).padStart(digits, '0')}` : '';
  return `${sign}${Math.floor(whole / unit)}${fraction}`;
};

/**
 * The figures as CSV: a header of the figure names, one row a day and a totals row; amounts in
 * major units with the currency's decimals (exact, from the integers), counts as integers.
 */
export function presentDashboardCsv(figures: DailyFigures): { fileName: string; csv: string } {
  const digits = minorDigits(figures.currency);
  const cell = (name: (typeof DASHBOARD_FIGURES)[number], value: number) =>
    DASHBOARD_AMOUNTS.includes(name) ? money(value, digits) : String(value);
  const rows = [
    ['day', ...DASHBOARD_FIGURES],
    ...figures.days.map((day) => [
      day.day,
      ...DASHBOARD_FIGURES.map((name) => cell(name, day[name])),
    ]),
    ['total', ...DASHBOARD_FIGURES.map((name) => cell(name, figures.totals[name]))],
  ];
  return {
    fileName: `${figures.merchantCode}-daily-${figures.from}-${figures.to}.csv`,
    csv: stringify(rows, { record_delimiter: 'windows' }),
  };
}

/**
 * The real-user timings as CSV: the columns of `npm run report -- rum`, one row a day, page and
 * metric with samples; a percentile with no measured sample is an empty cell.
 */
export function presentRumCsv(summary: DashboardRumValue): { fileName: string; csv: string } {
  const rows = [
    [...RUM_SUMMARY_COLUMNS],
    ...summary.rows.map((row) =>
      RUM_SUMMARY_COLUMNS.map((column) => (row[column] === null ? '' : String(row[column]))),
    ),
  ];
  return {
    fileName: `${summary.merchantCode}-rum-${summary.from}-${summary.to}.csv`,
    csv: stringify(rows, { record_delimiter: 'windows' }),
  };
}
