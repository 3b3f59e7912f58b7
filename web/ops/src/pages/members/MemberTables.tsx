import type { ReactNode } from 'react';

/** A small two-column table of labels and values. */
export function Facts({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <dl className="ops-facts" aria-label={label}>
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A plain list table: headers and rows of cells (the member page's short lists). */
export function SimpleTable(props: {
  label: string;
  headers: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  return (
    <div className="ops-table-wrap">
      <table className="ops-table" aria-label={props.label}>
        <thead>
          <tr>
            {props.headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.length === 0 ? (
            <tr>
              <td className="ops-empty" colSpan={props.headers.length}>
                {props.empty}
              </td>
            </tr>
          ) : (
            props.rows.map((cells, index) => (
              <tr key={index}>
                {cells.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
