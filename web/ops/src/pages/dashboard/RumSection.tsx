import { useCallback, useMemo, useState } from 'react';
import {
  dashboardRumRangeSchema,
  formatNumber,
  RUM_METRICS,
  RUM_RULES,
  type RumMetric,
  type RumSummaryRow,
} from '@lobby/contract';
import { useLanguage, useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SelectField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { DailyChart, type ChartSeries } from './DailyChart';
import { useDashboardExport, useDashboardRum, type DashboardRumQuery } from './queries';

/** p75 is the line to read; p50 and p95 frame it, thinner. */
const PERCENTILES: readonly (Omit<ChartSeries, 'label' | 'values'> & {
  name: 'p50' | 'p75' | 'p95';
})[] = [
  { name: 'p50', color: '#1e7a3c', width: 1 },
  { name: 'p75', color: '#1f5fbf', width: 2.5 },
  { name: 'p95', color: '#b3261e', width: 1, dash: [6, 4] },
];

/** The newest day first, its metrics in the contract's order. */
const newestFirst = (rows: readonly RumSummaryRow[]) =>
  [...rows].sort(
    (a, b) =>
      b.day.localeCompare(a.day) || RUM_METRICS.indexOf(a.metric) - RUM_METRICS.indexOf(b.metric),
  );

/**
 * Real players' page timings over the dashboard's range: one chart per metric of the page chosen
 * (p75 with p50 and p95, in ms, per day of the merchant's time zone), the table of its days, and
 * their CSV export. A range longer than the contract allows for timings asks for a shorter one.
 */
export function RumSection({ query }: { query: DashboardRumQuery }) {
  const t = useT();
  const language = useLanguage();
  const operator = useOperator();
  const withinBound = dashboardRumRangeSchema.safeParse(query).success;
  const rum = useDashboardRum(query, withinBound);
  const exportCsv = useDashboardExport();
  const value = withinBound ? rum.data : undefined;
  const [chosen, setChosen] = useState<string>();
  const page = chosen && value?.pages.includes(chosen) ? chosen : value?.pages[0];

  const pageLabel = useCallback(
    (path: string) => (path === 'other' ? t('dashboard.rum.otherPages') : path),
    [t],
  );
  const metricLabel = useCallback((metric: RumMetric) => t(`dashboard.rum.metric.${metric}`), [t]);
  const ms = useCallback(
    (value: number | null) => (value === null ? '–' : String(formatNumber(value, 0, language))),
    [language],
  );
  const rows = useMemo(() => value?.rows.filter((row) => row.page === page) ?? [], [value, page]);
  const seriesOf = useMemo(() => {
    const byMetric = new Map<RumMetric, ChartSeries[]>();
    for (const metric of RUM_METRICS) {
      const byDay = new Map(
        rows.filter((row) => row.metric === metric).map((row) => [row.day, row]),
      );
      byMetric.set(
        metric,
        PERCENTILES.map(({ name, ...line }) => ({
          ...line,
          label: name,
          values: value?.days.map((day) => byDay.get(day)?.[name] ?? null) ?? [],
        })),
      );
    }
    return byMetric;
  }, [rows, value]);
  const columns = useMemo<Column<RumSummaryRow>[]>(
    () => [
      { id: 'day', header: t('dashboard.day'), cell: ({ row }) => row.original.day },
      {
        id: 'metric',
        header: t('dashboard.rum.metric'),
        cell: ({ row }) => metricLabel(row.original.metric),
      },
      ...(['samples', 'missed', 'unsupported', 'p50', 'p75', 'p95'] as const).map(
        (name): Column<RumSummaryRow> => ({
          id: name,
          header: name.startsWith('p') ? name : t(`dashboard.rum.${name}`),
          cell: ({ row }) => <span className="ops-money">{ms(row.original[name])}</span>,
        }),
      ),
    ],
    [t, metricLabel, ms],
  );

  return (
    <section className="ops-rum" aria-labelledby="ops-rum-title">
      <h2 id="ops-rum-title">{t('dashboard.rum.title')}</h2>
      {!withinBound ? (
        <p className="ops-muted">
          {t('dashboard.rum.tooLong', { days: RUM_RULES.summaryMaxDays })}
        </p>
      ) : !value ? (
        <>
          <ErrorMessage error={rum.error} />
          {rum.isPending && <Loading />}
        </>
      ) : (
        <>
          <p className="ops-muted">{t('dashboard.rum.intro', { timeZone: value.timeZone })}</p>
          <div className="ops-filters">
            <SelectField
              label={t('dashboard.rum.page')}
              name="rumPage"
              value={page ?? ''}
              onValue={setChosen}
              options={value.pages.map((path) => ({ value: path, label: pageLabel(path) }))}
            />
            {operator.may('dashboard.export') && (
              <div className="ops-actions">
                <button
                  type="button"
                  disabled={exportCsv.isPending}
                  onClick={() =>
                    exportCsv.mutate({ from: value.from, to: value.to, report: 'rum' })
                  }
                >
                  {t('dashboard.rum.export')}
                </button>
              </div>
            )}
          </div>
          <ErrorMessage error={rum.error ?? exportCsv.error} />
          {page && (
            <div className="ops-charts">
              {RUM_METRICS.map((metric) => (
                <DailyChart
                  key={metric}
                  title={t('dashboard.rum.chart', { metric: metricLabel(metric) })}
                  days={value.days}
                  series={seriesOf.get(metric)!}
                  format={ms}
                />
              ))}
            </div>
          )}
          <DataTable
            label={t('dashboard.rum.table')}
            columns={columns}
            data={newestFirst(rows)}
            rowId={(row) => `${row.day}:${row.metric}`}
            empty={t('dashboard.rum.empty')}
          />
        </>
      )}
    </section>
  );
}
