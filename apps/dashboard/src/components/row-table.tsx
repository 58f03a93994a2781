import type { ReactNode } from 'react';

export interface RowTableColumn {
  key: string;
  title: ReactNode;
}

export interface RowTableRow {
  key: string | number;
  name: ReactNode;
  cells: Record<string, ReactNode>;
}

/** A table whose rows are named by their first cell (a row header), then one cell per column. */
export function RowTable({
  nameTitle,
  columns,
  rows,
  caption,
  className,
  id,
}: {
  /** The heading of the names' column. */
  nameTitle: ReactNode;
  columns: readonly RowTableColumn[];
  rows: readonly RowTableRow[];
  caption?: ReactNode;
  className?: string;
  id?: string | undefined;
}) {
  return (
    <table className={className} {...(id ? { id } : {})}>
      {caption === undefined ? null : <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{nameTitle}</th>
          {columns.map((column) => (
            <th scope="col" key={column.key}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            {columns.map((column) => (
              <td key={column.key}>{row.cells[column.key]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
