/** Keys that turn the typed text into tags (docs/product/platform.md §5: Enter and one other key, here the comma). */
export const TAG_SEPARATOR_KEYS = ['Enter', ','] as const;

export function isTagSeparatorKey(key: string): boolean {
  return (TAG_SEPARATOR_KEYS as readonly string[]).includes(key);
}

/**
 * Adds the typed text to the tags (docs/product/platform.md §5): the text may hold several comma-separated tags; each
 * is trimmed, blanks are ignored and so are tags already present in any letter case.
 */
export function addTags(tags: readonly string[], typed: string): string[] {
  const out = [...tags];
  const seen = new Set(tags.map((t) => t.toLowerCase()));
  for (const raw of typed.split(',')) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** Removes one tag by position (chips are removable). */
export function removeTag(tags: readonly string[], index: number): string[] {
  return tags.filter((_, i) => i !== index);
}
