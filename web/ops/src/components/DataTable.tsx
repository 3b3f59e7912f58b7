import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';

/** One column: `{ id, header, cell }` (a display column), or `accessorKey` and `header`. */
export type Column<Row> = ColumnDef<Row, unknown>;

export interface DataTableProps<Row> {
  /** Column definitions (@tanstack/react-table); keep them in a useMemo. */
  columns: Column<Row>[];
  data: Row[];
  /** The row's stable key (an id), so rows keep their state across pages. */
  rowId: (row: Row) => string;
  /** Shown in place of the body when there are no rows. */
  empty: string;
  /** Names the table for screen readers and tests. */
  label: string;
}

/** A plain, accessible table; TanStack Table (headless) models the columns and cells. */
export function DataTable<Row>({ columns, data, rowId, empty, label }: DataTableProps<Row>) {
  const table = useReactTable({
    columns,
    data,
    getRowId: (row) => rowId(row),
    getCoreRowModel: getCoreRowModel(),
  });
  return (
    <div className="ops-table-wrap">
      <table className="ops-table" aria-label={label}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
          {data.length === 0 && (
            <tr>
              <td className="ops-empty" colSpan={columns.length}>
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
