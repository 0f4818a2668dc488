/** Add-button text of a relations section by target kind (docs/product/campaigns-venues-events.md §2.8). */
const ADD_TEXT: Record<string, string> = {
  venue: 'Attach Venue',
  asset: 'Anchor Asset',
  device: 'Connect Device',
  campaign: 'Hook Campaign',
  creative: 'Load Creative',
  event: 'Load a Creative',
  // Ours: docs/product/campaigns-venues-events.md §2.8's table has no signage kinds.
  playlist: 'Anchor Playlist',
  display: 'Anchor Display',
};

export function addButtonText(targetKind: string): string {
  return ADD_TEXT[targetKind] ?? 'Create Anchor';
}
