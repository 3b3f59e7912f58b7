import { useMemo } from 'react';
import type { OrderedContent, SwitchableContent } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorMessage } from '../../components/ErrorMessage';
import { movedOrder } from './content-form';
import { useOrder, useSetEnabled } from './queries';

export interface ListedItem {
  id: string;
  title: string;
  enabled?: boolean;
  detail?: string;
}

/**
 * A kind's items in the operator's order: open one to edit it, move it up or down, switch it on
 * or off (what the kind allows and the role may).
 */
export function ContentList(props: {
  label: string;
  items: ListedItem[];
  kind?: SwitchableContent | OrderedContent;
  orderable?: boolean;
  switchable?: boolean;
  onOpen: (id: string) => void;
}) {
  const t = useT();
  const may = useOperator().may('content.edit');
  const order = useOrder();
  const setEnabled = useSetEnabled();
  const { items, kind } = props;
  const move = (index: number, by: number) =>
    order.mutate({ kind: kind as OrderedContent, ids: movedOrder(items, index, by) });
  const columns = useMemo<Column<ListedItem>[]>(
    () => [
      { id: 'id', header: t('content.id'), cell: ({ row }) => <code>{row.original.id}</code> },
      {
        id: 'title',
        header: t('content.title'),
        cell: ({ row }) => (
          <button type="button" className="ops-link" onClick={() => props.onOpen(row.original.id)}>
            {row.original.title || row.original.id}
          </button>
        ),
      },
      { id: 'detail', header: '', cell: ({ row }) => row.original.detail ?? '' },
      {
        id: 'state',
        header: t('content.state'),
        cell: ({ row }) =>
          row.original.enabled === undefined
            ? ''
            : row.original.enabled
              ? t('content.on')
              : t('content.off'),
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => (
          <span className="ops-actions">
            <button type="button" onClick={() => props.onOpen(row.original.id)}>
              {may ? t('content.edit') : t('content.view')}
            </button>
            {may && props.orderable && (
              <>
                <button
                  type="button"
                  aria-label={t('content.up', { id: row.original.id })}
                  disabled={row.index === 0 || order.isPending}
                  onClick={() => move(row.index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={t('content.down', { id: row.original.id })}
                  disabled={row.index === items.length - 1 || order.isPending}
                  onClick={() => move(row.index, 1)}
                >
                  ↓
                </button>
              </>
            )}
            {may && props.switchable && row.original.enabled !== undefined && (
              <button
                type="button"
                disabled={setEnabled.isPending}
                onClick={() =>
                  setEnabled.mutate({
                    kind: kind as SwitchableContent,
                    id: row.original.id,
                    enabled: !row.original.enabled,
                  })
                }
              >
                {row.original.enabled ? t('content.disable') : t('content.enable')}
              </button>
            )}
          </span>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, may, items, order.isPending, setEnabled.isPending],
  );
  return (
    <>
      <ErrorMessage error={order.error ?? setEnabled.error} />
      <DataTable
        label={props.label}
        columns={columns}
        data={items}
        rowId={(item) => item.id}
        empty={t('content.empty')}
      />
    </>
  );
}
