import { useMemo, useState } from 'react';
import type { InboxMessage } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { DataTable, type Column } from '../../components/DataTable';
import { DateText } from '../../components/DateText';
import { ErrorMessage } from '../../components/ErrorMessage';
import { TextField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { useInbox } from './queries';

/**
 * The development inbox: texts and emails a demo merchant's local adapters sent instead of a
 * real provider (never served in production, never for a real merchant's messages).
 */
export default function InboxPage() {
  const t = useT();
  const [draft, setDraft] = useState('');
  const [recipient, setRecipient] = useState('');
  const inbox = useInbox(recipient ? { recipient } : {});

  const columns = useMemo<Column<InboxMessage>[]>(
    () => [
      {
        id: 'when',
        header: t('inbox.when'),
        cell: ({ row }) => <DateText iso={row.original.createdAt} />,
      },
      {
        id: 'channel',
        header: t('inbox.channel'),
        cell: ({ row }) => t(`inbox.channel.${row.original.channel}`),
      },
      { id: 'to', header: t('inbox.to'), cell: ({ row }) => row.original.recipient },
      {
        id: 'text',
        header: t('inbox.text'),
        cell: ({ row }) => <span className="ops-json">{row.original.text}</span>,
      },
    ],
    [t],
  );

  return (
    <section>
      <h1>{t('inbox.title')}</h1>
      <p className="ops-muted">{t('inbox.hint')}</p>
      <form
        className="ops-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setRecipient(draft.trim());
        }}
      >
        <TextField
          label={t('inbox.to')}
          name="recipient"
          value={draft}
          onValue={setDraft}
          maxLength={320}
        />
        <div className="ops-actions">
          <button type="submit" className="ops-primary">
            {t('common.filter')}
          </button>
        </div>
      </form>
      <ErrorMessage error={inbox.error} />
      {inbox.data ? (
        <DataTable
          label={t('inbox.title')}
          columns={columns}
          data={inbox.data.messages}
          rowId={(message) =>
            `${message.createdAt}-${message.channel}-${message.recipient}-${message.text.length}`
          }
          empty={t('inbox.empty')}
        />
      ) : (
        inbox.isPending && <Loading />
      )}
    </section>
  );
}
