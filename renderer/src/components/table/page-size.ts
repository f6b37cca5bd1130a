/** Rows per page: a table's first ask is rows 0 to 99. */
export const pageSize = 100;
