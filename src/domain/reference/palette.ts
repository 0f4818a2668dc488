/**
 * The shared palette of 21 colours (docs/product/platform.md §1). The count is the product's, the colours ours: these
 * are the 15 ticket colours of docs/product/creatives-assets-signage.md §9 (acid-green … white) and six plain ones,
 * with their usual sRGB values, in name order.
 */
export const PALETTE = [
  { name: 'acid-green', hex: '#B0BF1A' },
  { name: 'aero', hex: '#7CB9E8' },
  { name: 'alizarin', hex: '#E32636' },
  { name: 'alloy-orange', hex: '#C46210' },
  { name: 'almond', hex: '#EFDECD' },
  { name: 'amazon', hex: '#3B7A57' },
  { name: 'antique-ruby', hex: '#841B2D' },
  { name: 'black', hex: '#000000' },
  { name: 'blue', hex: '#0000FF' },
  { name: 'claret', hex: '#7F1734' },
  { name: 'corn', hex: '#FBEC5D' },
  { name: 'cyan', hex: '#00FFFF' },
  { name: 'deep-purple', hex: '#673AB7' },
  { name: 'green', hex: '#008000' },
  { name: 'grey', hex: '#808080' },
  { name: 'light-pink', hex: '#FFB6C1' },
  { name: 'magenta', hex: '#FF00FF' },
  { name: 'orange', hex: '#FFA500' },
  { name: 'red', hex: '#FF0000' },
  { name: 'white', hex: '#FFFFFF' },
  { name: 'yellow', hex: '#FFFF00' },
] as const;

export type PaletteColour = (typeof PALETTE)[number]['name'];

/** The hex value of a palette colour, or null for a name the palette does not have. */
export function paletteHex(name: string): string | null {
  return PALETTE.find((c) => c.name === name)?.hex ?? null;
}
