import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdOn, tenantId, updatedOn } from './common.js';

/**
 * Tutors, topics and questionnaires (spec 03 §3), one row each (`kind`): the fields lists need in columns, the rest in
 * `doc`. They are soft-deleted (`is_deleted`): a topic's attempts and a questionnaire's questions keep naming them.
 * The workspace is the creative's, copied at creation (a creative never moves), so privilege needs no join.
 */
export const learningRecords = pgTable(
  'learning_records',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    /** 'tutor', 'topic' or 'questionset'. */
    kind: text('kind').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    projectId: text('project_id').notNull(),
    name: text('name').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** Bumped by every write; a read-modify-write saves only over the version it read. */
    version: integer('version').notNull().default(1),
    doc: jsonb('doc')
      .notNull()
      .default(sql`'{}'::jsonb`),
    profileId: text('profile_id').notNull().default(''),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('learning_records_aggregate_idx').on(t.tenantId, t.aggregateId, t.kind)],
);

/**
 * The ownership link of spec 03 §3: a tutor, topic or questionnaire belongs to one creative (the relation whose id is
 * the creative's). Written in the same transaction as the record it links.
 */
export const learningLinks = pgTable(
  'learning_links',
  {
    tenantId: tenantId(),
    memberId: text('member_id').notNull(),
    memberKind: text('member_kind').notNull(),
    creativeId: text('creative_id').notNull(),
    createdOn: createdOn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.memberId] }), index('learning_links_creative_idx').on(t.tenantId, t.creativeId, t.memberKind)],
);

/** A questionnaire's questions, in the order they were added; a deleted one is kept, marked (spec 03 §3). */
export const learningQuestions = pgTable(
  'learning_questions',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    setId: text('set_id').notNull(),
    position: integer('position').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    version: integer('version').notNull().default(1),
    doc: jsonb('doc')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('learning_questions_set_idx').on(t.tenantId, t.setId, t.position)],
);
