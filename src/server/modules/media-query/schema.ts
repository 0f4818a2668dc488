import { buildSchema } from 'graphql';

/** The treasury's counted figures (docs/api.md "Treasury figures"), shared by every type that reports them. */
const FIGURES = `
    totalInstruments: Int!
    instrumentFree: Int!
    instrumentAcquired: Int!
    instrumentRedeemed: Int!
    balanceTickets: Int!
    revenue: Float!
    discount: Float!`;

/** What a screen's plays give, in the attribution report's types. */
const SCREEN = `plays: Int!
    measuredPlays: Int!
    impressions: Float!
    impressionsPerPlay: Float`;
/** Measured impressions over a window of a workspace's days, of one campaign or all. */
const IMPRESSIONS = `from: String!
    to: String!
    time_zone: String!
    ${SCREEN}
    playSeconds: Float!
    perDay: [ImpressionDay!]!`;
/** The funnel's counts after the screen, in the attribution report's types. */
const FUNNEL = `views: Int!
    likes: Int!
    shares: Int!
    interactions: Int!
    acquired: Int!
    redeemed: Int!
    revenue: Float!`;

/** The summary queries of docs/product/platform.md §7 as docs/api.md states them. Built once at start-up. */
export const SDL = /* GraphQL */ `
  type TypeCount {
    type: String!
    count: Int!
  }
  type TypeCounts {
    total: Int!
    groups: [TypeCount!]!
  }
  type ItemCounts {
    venues: TypeCounts!
    assets: TypeCounts!
    campaigns: TypeCounts!
  }
  type ActionTotals {
    today: Int!
    last7Days: Int!
    last30Days: Int!
  }
  type DayActions {
    day: String!
    likes: Int!
    views: Int!
    shares: Int!
  }
  type Reading {
    id: ID!
    deviceId: ID!
    peopleCount: Int!
    femaleCount: Int
    maleCount: Int
    imageURL: String
    deviceTS: String!
    receivedTS: String!
    assetId: String
    venueId: String
  }

  type BatchStatus {
    uid: ID!
    category: String!
    price: Float!
    numberOfTickets: Int!
    generation: String!
    ${FIGURES}
  }
  type TiDetailStatus {
    id: ID!
    titype: String!
    source_id: ID!
    aggregate_id: ID!
    project_id: ID!
    usagetype: String!
    usageLimit: Int!
    enabled: Boolean!
    ${FIGURES}
    batches: [BatchStatus!]!
  }
  type TypeStatus {
    titype: String!
    details: Int!
    ${FIGURES}
  }
  type TreasuryStatus {
    details: Int!
    ${FIGURES}
    byType: [TypeStatus!]!
  }
  type CategoryCount {
    batch_uid: ID!
    category: String!
    count: Int!
  }
  type RedeemedCounts {
    total: Int!
    revenue: Float!
    discount: Float!
    byCategory: [CategoryCount!]!
  }
  type InstrumentEntry {
    detail_id: ID!
    titype: String!
    batch_uid: ID!
    category: String!
    serial: String!
    seat: String
    status: String!
    uses: Int!
    profile_id: String!
    salesAmount: Float
    discount: Float
    acquiredDate: String
    statusChangedDate: String
  }
  type InstrumentPage {
    total: Int!
    items: [InstrumentEntry!]!
  }
  type TypeRevenue {
    titype: String!
    revenue: Float!
    discount: Float!
    net: Float!
    instrumentRedeemed: Int!
  }
  type RevenueStatus {
    revenue: Float!
    discount: Float!
    net: Float!
    instrumentRedeemed: Int!
    byType: [TypeRevenue!]!
  }

  type ActionCounts {
    likes: Int!
    views: Int!
    shares: Int!
    total: Int!
  }
  type ChannelCount {
    channel: String!
    count: Int!
  }
  type ImpressionDay {
    day: String!
    plays: Int!
    playSeconds: Float!
    measuredPlays: Int!
    impressions: Float!
  }
  type WorkspaceImpressions {
    aggregate_id: ID!
    ${IMPRESSIONS}
  }
  type CampaignImpressions {
    campaign_id: ID!
    ${IMPRESSIONS}
  }
  type Conversion {
    interactionsPerImpression: Float
    acquiredPerInteraction: Float
    redeemedPerAcquired: Float
  }
  type VenueAttribution {
    venue_id: ID!
    name: String!
    ${FUNNEL}
  }
  type AssetAttribution {
    asset_id: ID!
    name: String!
    ${SCREEN}
    ${FUNNEL}
    conversion: Conversion!
  }
  type CampaignAttribution {
    campaign_id: ID!
    from: String!
    to: String!
    time_zone: String!
    ${SCREEN}
    ${FUNNEL}
    discount: Float!
    pointsEarned: Float!
    pointsSpent: Float!
    conversion: Conversion!
    perVenue: [VenueAttribution!]!
    perAsset: [AssetAttribution!]!
  }
  type AudienceStats {
    kind: String!
    id: ID!
    totalInteractions: Int!
    likes: Int!
    views: Int!
    shares: Int!
    dislikes: Int!
    shareMetrics: [ChannelCount!]!
    treasury: [TypeStatus!]!
  }
  type DayTally {
    day: String!
    likes: Int!
    views: Int!
    shares: Int!
    total: Int!
  }
  type AudienceAction {
    id: ID!
    type: Int!
    action: String!
    profile_id: String!
    date: String!
    day: String!
    latitude: Float
    longitude: Float
    price: Float
    channel: String
    campaign_id: ID
    campaign_name: String
    venue_id: ID
    venue_name: String
    asset_id: ID
    asset_name: String
    event_id: ID
    event_name: String
    creative_id: ID
    device_id: ID
    device_name: String
    aggregate_id: ID
    aggregate_name: String
    project_id: ID
  }
  type ActionPage {
    time_zone: String!
    next: String
    items: [AudienceAction!]!
  }
  type TimeTally {
    time: String!
    likes: Int!
    views: Int!
    shares: Int!
    total: Int!
  }
  type AudienceToday {
    day: String!
    time_zone: String!
    slots: [TimeTally!]!
  }
  type VenueDay {
    venue_id: ID!
    name: String!
    day: String!
    likes: Int!
    views: Int!
    shares: Int!
    total: Int!
  }
  type VenueTally {
    venue_id: ID!
    name: String!
    likes: Int!
    views: Int!
    shares: Int!
    total: Int!
  }
  type MonthTally {
    month: String!
    likes: Int!
    views: Int!
    shares: Int!
    total: Int!
  }

  type Query {
    assetsCountByTenant(tenant_id: ID!): ItemCounts
    assetsCountByProjectTenant(project_id: ID!, tenant_id: ID!): ItemCounts
    assetsCountByWorkspace(id: ID!): ItemCounts
    getTotalActionsByType(aggregate_id: ID!, type: Int!): ActionTotals
    getTotalActionsByProjectTenantType(project_id: ID!, tenant_id: ID!, type: Int!): ActionTotals
    getTotalActionsByTenantType(tenant_id: ID!, type: Int!): ActionTotals
    getTotalActionsByTimePeriodOnAggregateType(aggregate_id: ID!, from: String!, to: String!): [DayActions!]
    getTotalActionsByTimePeriodOnTenantType(tenant_id: ID!, from: String!, to: String!): [DayActions!]
    getTotalActionsByTimePeriodOnProjectTenantType(project_id: ID!, tenant_id: ID!, from: String!, to: String!): [DayActions!]
    timeDBByDeviceId(device_id: ID!): Reading
    timeDBEntriesForPeriod(device_id: ID!, from: String, to: String): [Reading!]
    tiDetailsCurrentStatus(id: ID!): TiDetailStatus
    getAllRedeemedInstruments(id: ID!): RedeemedCounts
    tiDetailsInstrumentAcquired(id: ID!, limit: Int, offset: Int): InstrumentPage
    getAllRedeemedInstrumentsDetails(id: ID!, limit: Int, offset: Int): InstrumentPage
    tiDetailsOverallStatusOnAggregate(aggregate_id: ID!): TreasuryStatus
    getAllRedeemedInstrumentsDetailsOnAggreagte(aggregate_id: ID!, limit: Int, offset: Int): InstrumentPage
    tiDetailsOverallStatusOnRevenue(aggregate_id: ID, project_id: ID, tenant_id: ID): RevenueStatus
    tiDetailsByAggregateId(aggregate_id: ID!): [TiDetailStatus!]
    getAllMobilityInstrumentsDetails(route_id: ID!, creative_id: ID): [TiDetailStatus!]
    treasurySummaryByProject(project_id: ID!, tenant_id: ID!): TreasuryStatus
    getActionsCountPerAggreagte(aggregate_id: ID!): ActionCounts
    audienceStatistics(kind: String!, id: ID!): AudienceStats
    campaignImpressions(campaign_id: ID!, from: String, to: String): CampaignImpressions
    workspaceImpressions(aggregate_id: ID!, from: String, to: String): WorkspaceImpressions
    campaignAttribution(campaign_id: ID!, from: String, to: String): CampaignAttribution
    itemActionsPerDay(kind: String!, id: ID!, from: String, to: String): [DayTally!]
    getActionsByAggreagte(aggregate_id: ID!, after: String, limit: Int, order: String, from: String, to: String): ActionPage
    getActionsByVenue(venue_id: ID!, after: String, limit: Int, order: String, from: String, to: String): ActionPage
    getActionsByAsset(asset_id: ID!, after: String, limit: Int, order: String, from: String, to: String): ActionPage
    getActionsByCampaign(campaign_id: ID!, after: String, limit: Int, order: String, from: String, to: String): ActionPage
    getActionsByEvent(event_id: ID!, after: String, limit: Int, order: String, from: String, to: String): ActionPage
    getActionsByDevice(device_id: ID!, after: String, limit: Int, order: String, from: String, to: String): ActionPage
    audienceToday(aggregate_id: ID!): AudienceToday
    venuePerformance(aggregate_id: ID!, from: String, to: String): [VenueDay!]
    topVenues(aggregate_id: ID!, from: String, to: String): [VenueTally!]
    venueInteractions(aggregate_id: ID!, from: String!, to: String!): [VenueTally!]
    campaignVenues(campaign_id: ID!): [VenueTally!]
    monthlyActions(aggregate_id: ID!, from: String!, to: String!): [MonthTally!]
  }
`;

export const schema = buildSchema(SDL);
