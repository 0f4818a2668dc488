/** Whether a failed write hit the unique index `index` (PostgreSQL 23505), looking through the driver's wrapping. */
export function hitUniqueIndex(error: unknown, index: string): boolean {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505' && `${e.constraint ?? ''} ${e.message ?? ''}`.includes(index)) return true;
  }
  return false;
}
