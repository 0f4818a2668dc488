/** The figures `audienceStatistics` answers through /api/1.0/media-query, as the browser tests compare them with a page. */
export interface AudienceFigures {
  totalInteractions: number;
  likes: number;
  views: number;
  shares: number;
  shareMetrics: { channel: string; count: number }[];
  treasury: { titype: string; totalInstruments: number; instrumentAcquired: number; instrumentRedeemed: number }[];
}
