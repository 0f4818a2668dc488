/** A LIKE pattern matching text that contains `text` (lower-cased for `lower(column) like`), its \, % and _ taken as written. */
export const containsPattern = (text: string | undefined) => (text ? `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '%');
