import { useCallback, useMemo, useState } from 'react';
import {
  DASHBOARD_AMOUNTS,
  DASHBOARD_FIGURES,
  formatNumber,
  type DashboardDay,
  type DashboardFigure,
} from '@lobby/contract';
import { useLanguage, useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorMessage } from '../../components/ErrorMessage';
import { TextField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { MoneyText } from '../../components/MoneyText';
import { DailyChart } from './DailyChart';
import { MONEY_SERIES, PLAYER_SERIES, chartSeries } from './dashboard-series';
import { RumSection } from './RumSection';
import { useDashboard, useDashboardExport, type DashboardQuery } from './queries';

/** A figure of a day or the totals: money in the merchant's currency, counts as numbers. */
function Figure({ name, value }: { name: DashboardFigure; value: number }) {
  const language = useLanguage();
  return DASHBOARD_AMOUNTS.includes(name) ? (
    <MoneyText minor={value} />
  ) : (
    <span className="ops-money">{formatNumber(value, 0, language)}</span>
  );
}

/**
 * The console's home for every role: the merchant's daily figures over a range of days in its
 * time zone, their totals, charts of money and players, the table of days and the CSV export;
 * then real players' page timings over the same range.
 */
export default function DashboardPage() {
  const t = useT();
  const language = useLanguage();
  const operator = useOperator();
  const [draft, setDraft] = useState<DashboardQuery>({});
  const [query, setQuery] = useState<DashboardQuery>({});
  const dashboard = useDashboard(query);
  const exportCsv = useDashboardExport();
  const value = dashboard.data;

  const days = useMemo(() => value?.days.map((day) => day.day) ?? [], [value]);
  const series = useCallback(
    (figures: readonly [DashboardFigure, string][], unit: number) =>
      chartSeries(value?.days ?? [], figures, unit, (name) => t(`dashboard.figure.${name}`)),
    [t, value],
  );
  const unit = 10 ** (value?.minorDigits ?? 0);
  const moneySeries = useMemo(() => series(MONEY_SERIES, unit), [series, unit]);
  const playerSeries = useMemo(() => series(PLAYER_SERIES, 1), [series]);
  const formatMoney = useCallback(
    (major: number) => String(formatNumber(major, 0, language)),
    [language],
  );
  const formatCount = useCallback(
    (count: number) => String(formatNumber(count, 0, language)),
    [language],
  );

  const columns = useMemo<Column<DashboardDay>[]>(
    () => [
      { id: 'day', header: t('dashboard.day'), cell: ({ row }) => row.original.day },
      ...DASHBOARD_FIGURES.map((name): Column<DashboardDay> => ({
        id: name,
        header: t(`dashboard.figure.${name}`),
        cell: ({ row }) => <Figure name={name} value={row.original[name]} />,
      })),
    ],
    [t],
  );

  return (
    <section>
      <h1>{t('dashboard.title')}</h1>
      <form
        className="ops-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ from: draft.from || undefined, to: draft.to || undefined });
        }}
      >
        <TextField
          label={t('dashboard.from')}
          name="from"
          type="date"
          value={draft.from ?? ''}
          onValue={(from) => setDraft((previous) => ({ ...previous, from }))}
        />
        <TextField
          label={t('dashboard.to')}
          name="to"
          type="date"
          value={draft.to ?? ''}
          onValue={(to) => setDraft((previous) => ({ ...previous, to }))}
        />
        <div className="ops-actions">
          <button type="submit" className="ops-primary">
            {t('dashboard.show')}
          </button>
          {operator.may('dashboard.export') && value && (
            <button
              type="button"
              disabled={exportCsv.isPending}
              onClick={() => exportCsv.mutate({ from: value.from, to: value.to })}
            >
              {t('dashboard.export')}
            </button>
          )}
        </div>
      </form>
      <ErrorMessage error={dashboard.error ?? exportCsv.error} />
      {!value ? (
        dashboard.isPending && <Loading />
      ) : (
        <>
          <p className="ops-muted">
            {t('dashboard.range', { from: value.from, to: value.to, timeZone: value.timeZone })}
          </p>
          <dl className="ops-figures">
            {DASHBOARD_FIGURES.map((name) => (
              <div key={name}>
                <dt>{t(`dashboard.figure.${name}`)}</dt>
                <dd>
                  <Figure name={name} value={value.totals[name]} />
                </dd>
              </div>
            ))}
          </dl>
          <div className="ops-charts">
            <DailyChart
              title={t('dashboard.moneyChart', { currency: value.currency })}
              days={days}
              series={moneySeries}
              format={formatMoney}
            />
            <DailyChart
              title={t('dashboard.playersChart')}
              days={days}
              series={playerSeries}
              format={formatCount}
            />
          </div>
          <DataTable
            label={t('dashboard.days')}
            columns={columns}
            data={[...value.days].reverse()}
            rowId={(day) => day.day}
            empty={t('dashboard.empty')}
          />
        </>
      )}
      <RumSection query={query} />
    </section>
  );
}
