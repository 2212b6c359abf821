// Every row of a filtered list, read page by page (an export of exactly what the user filtered,
// without one unbounded request): the caller's fetchPage runs the same query as the table with
// `.range(from, to)`.

export const EXPORT_PAGE_SIZE = 1000;
/** A safety stop: an export past this many rows asks for narrower filters. */
export const EXPORT_MAX_ROWS = 200_000;

export async function fetchAllPages<Row>(
  fetchPage: (range: { from: number; to: number }) => Promise<readonly Row[]>,
  pageSize = EXPORT_PAGE_SIZE,
  maxRows = EXPORT_MAX_ROWS,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += pageSize) {
    const page = await fetchPage({ from, to: from + pageSize - 1 });
    rows.push(...page);
    if (page.length < pageSize) return rows;
    if (rows.length >= maxRows) throw new Error(`This list has more than ${maxRows.toLocaleString('en-US')} rows. Narrow the filters to export it.`);
  }
}
