/** Asset types and sub-types a new venue may create and attach (docs/product/campaigns-venues-events.md §2.5). */
export const VENUE_ASSET_TYPES: Record<string, readonly string[]> = {
  Indoor: ['Backlit Panel', 'Digital Screen', 'Drop Down', 'Standee'],
  'In-store': ['Backlit Panel', 'Kiosk', 'Standee'],
  Outdoor: ['Billboard', 'Digital OOH', 'Standee'],
};

/** The offered pair in its catalogue spelling, or null when the venue form does not offer it. */
export function venueAssetType(type: string, subtype: string): { type: string; subtype: string } | null {
  const t = Object.keys(VENUE_ASSET_TYPES).find((k) => k.toLowerCase() === type.trim().toLowerCase());
  const s = t ? VENUE_ASSET_TYPES[t].find((k) => k.toLowerCase() === subtype.trim().toLowerCase()) : undefined;
  return t && s ? { type: t, subtype: s } : null;
}
