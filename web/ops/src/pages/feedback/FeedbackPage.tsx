import { useMemo, useState } from 'react';
import { FEEDBACK_STATUSES, type FeedbackEntry, type FeedbackStatus } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { DataTable, type Column } from '../../components/DataTable';
import { DateText } from '../../components/DateText';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SelectField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { Pager } from '../../components/Pager';
import { FeedbackDetail } from './FeedbackDetail';
import { useFeedbackPage } from './queries';
import './feedback.css';

/** Players' feedback: filter by status, pages newest first, and one feedback with its screenshot. */
export default function FeedbackPage() {
  const t = useT();
  const [status, setStatus] = useState<FeedbackStatus | ''>('new');
  // The `before` of each page opened after the first, so Previous goes back one.
  const [trail, setTrail] = useState<number[]>([]);
  const [openId, setOpenId] = useState<number | undefined>();
  const before = trail.at(-1);
  const page = useFeedbackPage({
    ...(status ? { status } : {}),
    ...(before !== undefined ? { before: String(before) } : {}),
  });
  const open = page.data?.entries.find((entry) => entry.id === openId);

  const columns = useMemo<Column<FeedbackEntry>[]>(
    () => [
      {
        id: 'when',
        header: t('feedback.when'),
        cell: ({ row }) => <DateText iso={row.original.createdAt} />,
      },
      { id: 'player', header: t('feedback.player'), cell: ({ row }) => row.original.userName },
      {
        id: 'category',
        header: t('feedback.category'),
        cell: ({ row }) => t(`feedback.category.${row.original.category}`),
      },
      {
        id: 'text',
        header: t('feedback.text'),
        cell: ({ row }) => <span className="fb-text">{row.original.text}</span>,
      },
      {
        id: 'status',
        header: t('feedback.status'),
        cell: ({ row }) => (
          <span className={`fb-status fb-${row.original.status}`}>
            {t(`feedback.status.${row.original.status}`)}
          </span>
        ),
      },
      {
        id: 'open',
        header: t('common.actions'),
        cell: ({ row }) => (
          <button type="button" onClick={() => setOpenId(row.original.id)}>
            {row.original.screenshot ? t('feedback.openWithScreenshot') : t('feedback.open')}
          </button>
        ),
      },
    ],
    [t],
  );

  return (
    <section>
      <h1>{t('feedback.title')}</h1>
      <div className="ops-filters">
        <SelectField
          label={t('feedback.status')}
          name="status"
          value={status}
          onValue={(value) => {
            setStatus(value as FeedbackStatus | '');
            setTrail([]);
          }}
          options={[
            { value: '', label: t('feedback.status.any') },
            ...FEEDBACK_STATUSES.map((value) => ({ value, label: t(`feedback.status.${value}`) })),
          ]}
        />
      </div>
      <ErrorMessage error={page.error} />
      {open && <FeedbackDetail entry={open} onClose={() => setOpenId(undefined)} />}
      {page.data ? (
        <>
          <DataTable
            label={t('feedback.title')}
            columns={columns}
            data={page.data.entries}
            rowId={(entry) => String(entry.id)}
            empty={t('feedback.empty')}
          />
          <Pager
            next={page.data.next === null ? null : String(page.data.next)}
            previous={trail.length > 0 ? 'back' : null}
            onNext={(cursor) => setTrail((previous) => [...previous, Number(cursor)])}
            onPrevious={() => setTrail((previous) => previous.slice(0, -1))}
          />
        </>
      ) : (
        page.isPending && <Loading />
      )}
    </section>
  );
}
