/** Instruments counted per type, types in name order; an instrument without a type counts under 'No type'. */
export function countByType(instruments: readonly { type?: string | null }[]): { total: number; byType: { type: string; count: number }[] } {
  const counts = new Map<string, number>();
  for (const i of instruments) {
    const type = i.type?.trim() || 'No type';
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  const byType = [...counts].map(([type, count]) => ({ type, count })).sort((a, b) => a.type.localeCompare(b.type, 'en-GB'));
  return { total: instruments.length, byType };
}
