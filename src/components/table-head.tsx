import type { ReactNode } from 'react';

export interface TableColumn {
  label: ReactNode;
  /** Aligned to the end (amounts, actions): takes the end class. */
  end?: boolean;
}

export interface TableHeadProps {
  columns: readonly TableColumn[];
  /** A heading cell's class (the screen's stylesheet). */
  className: string;
  /** The class of the headings aligned to the end. */
  endClassName?: string;
}

/** A table's column headings, in one header row. */
export function TableHead({ columns, className, endClassName = className }: TableHeadProps) {
  return (
    <thead>
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col" className={column.end ? endClassName : className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
