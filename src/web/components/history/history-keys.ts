/** Every History section's query key starts here: any write may add to one, so the query client reads them all again after each. */
export const historyKeys = {
  all: ['audit-history'] as const,
  record: (recordId: string, stamp: number) => ['audit-history', recordId, stamp] as const,
};
