import { buildSchema } from 'graphql';

/** The summary queries of spec §7 as docs/api.md states them. Built once at start-up. */
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
  }
`;

export const schema = buildSchema(SDL);
