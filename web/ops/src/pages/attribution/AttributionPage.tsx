import { useMemo, useState } from 'react';
import type { AttributionReportRowValue } from '@lobby/contract';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SelectField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { MoneyText } from '../../components/MoneyText';
import { useT } from '../../lib/i18n';
import { rowId } from './attribution-rows';
import { useAttributionReport } from './queries';

const PERIODS = ['1', '7', '30', '90', '365'] as const;

/** Per affiliate code, campaign and click source: visits, registrations and deposits. */
export default function AttributionPage() {
  const t = useT();
  const [days, setDays] = useState<string>('30');
  const report = useAttributionReport({ days });

  const columns = useMemo<Column<AttributionReportRowValue>[]>(
    () => [
      {
        id: 'affiliate',
        header: t('attribution.affiliate'),
        cell: ({ row }) => row.original.affiliateCode,
      },
      {
        id: 'campaign',
        header: t('attribution.campaign'),
        cell: ({ row }) => row.original.campaign || '–',
      },
      {
        id: 'source',
        header: t('attribution.clickSource'),
        cell: ({ row }) => row.original.clickSource,
      },
      { id: 'visits', header: t('attribution.visits'), cell: ({ row }) => row.original.visits },
      {
        id: 'registrations',
        header: t('attribution.registrations'),
        cell: ({ row }) => row.original.registrations,
      },
      {
        id: 'firstDeposits',
        header: t('attribution.firstDeposits'),
        cell: ({ row }) => row.original.firstDeposits,
      },
      {
        id: 'deposits',
        header: t('attribution.deposits'),
        cell: ({ row }) => row.original.deposits,
      },
      {
        id: 'amount',
        header: t('attribution.amount'),
        cell: ({ row }) => <MoneyText minor={row.original.depositAmount} />,
      },
    ],
    [t],
  );

  return (
    <section>
      <h1>{t('attribution.title')}</h1>
      <div className="ops-filters">
        <SelectField
          label={t('attribution.period')}
          name="days"
          value={days}
          onValue={setDays}
          options={PERIODS.map((value) => ({
            value,
            label: t('attribution.lastDays', { count: value }),
          }))}
        />
      </div>
      <ErrorMessage error={report.error} />
      {report.data ? (
        <DataTable
          label={t('attribution.title')}
          columns={columns}
          data={report.data.rows}
          rowId={rowId}
          empty={t('attribution.empty')}
        />
      ) : (
        report.isPending && <Loading />
      )}
    </section>
  );
}
