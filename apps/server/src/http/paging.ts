/** Page and rows from a validated query (the contract fills the defaults). */
export function paging(q: { page?: number; rows?: number }, defaultRows = 8): { page: number; rows: number; offset: number } {
  const page = q.page ?? 1;
  const rows = q.rows ?? defaultRows;
  return { page, rows, offset: (page - 1) * rows };
}

export function listOf<T>(list: T[], total: number, page: number, rows: number): { list: T[]; total: number; page: number; rows: number } {
  return { list, total, page, rows };
}
