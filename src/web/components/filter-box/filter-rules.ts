/** Search and filter boxes appear only when a list holds more than 2 items (docs/product/platform.md §9). */
export function showFilter(count: number): boolean {
  return count > 2;
}

/** Whether any of the values contains the filter text, ignoring letter case; blank text matches all. */
export function matchesFilter(text: string, ...values: (string | null | undefined)[]): boolean {
  const needle = text.trim().toLowerCase();
  return !needle || values.some((v) => (v ?? '').toLowerCase().includes(needle));
}
