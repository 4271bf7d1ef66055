// Fixed-width text tables for the benches: a column is a title, a width and the cell of a row.
// The first column is aligned left, the others right.

const pad = (text, width, index) => (index === 0 ? text.padEnd(width) : text.padStart(width));

const line = (columns, text) =>
  columns
    .map((column, i) => pad(text(column), column.width, i))
    .join('  ')
    .trimEnd();

export const tableHead = (columns) => line(columns, (column) => column.title);

export const tableRow = (columns, row) => line(columns, (column) => column.cell(row));

export const mark = (ok) => (ok ? '✓' : '✗');
