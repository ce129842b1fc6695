/**
 * One page holding `rows`, as the list convention answers it (SPEC §3 "List response"), for the
 * fake APIs of stories whose lists fit one page.
 */
export function onePage<Row>(rows: readonly Row[]) {
  return {
    data: [...rows],
    page: 1,
    current_page: 1,
    page_size: 10,
    total_pages: 1,
    has_next: false,
    has_previous: false,
    next_page: null,
    previous_page: null,
    keyword: null,
    sort_column: "id",
    sort_direction: "desc" as const,
  };
}
