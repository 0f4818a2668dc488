import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, tenantId, updatedOn } from './common.js';

/**
 * Tutors, topics and questionnaires (docs/product/creatives-assets-signage.md §3), one row each (`kind`): the fields
 * lists need in columns, the rest in `doc`. They are soft-deleted (`is_deleted`): a topic's attempts and a
 * questionnaire's questions keep naming them. The workspace is the creative's, copied at creation (a creative never
 * moves), so privilege needs no join.
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
    /** The creative its link names, copied at creation: the audit trail lists the record in the creative's History. */
    creativeId: text('creative_id'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('learning_records_aggregate_idx').on(t.tenantId, t.aggregateId, t.kind)],
);

/**
 * The ownership link of docs/product/creatives-assets-signage.md §3: a tutor, topic or questionnaire belongs to one
 * creative (the relation whose id is the creative's). Written in the same transaction as the record it links.
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

/**
 * A questionnaire's questions, in the order they were added; a deleted one is kept, marked
 * (docs/product/creatives-assets-signage.md §3).
 */
export const learningQuestions = pgTable(
  'learning_questions',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    setId: text('set_id').notNull(),
    /** Its questionnaire's creative, copied at creation: the audit trail lists the question in the creative's History. */
    creativeId: text('creative_id'),
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

/**
 * A profile's attempt at a topic: the questions and choice orders it was shown (fixed at start), its deadline, and
 * once closed its score. `number` counts the profile's attempts at the topic; the unique index makes two concurrent
 * starts take different numbers, so the attempt limit holds under any concurrency. Preview attempts ("Try it" in the
 * console, an editor's own profile) are numbered alike and not limited.
 */
export const learningAttempts = pgTable(
  'learning_attempts',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    topicId: text('topic_id').notNull(),
    profileId: text('profile_id').notNull(),
    number: integer('number').notNull(),
    preview: boolean('preview').notNull().default(false),
    /** 'open', 'submitted' or 'expired'. */
    status: text('status').notNull().default('open'),
    /** [{id, choices: [uid]}]: the questions in the order shown, each with its choices' order. */
    plan: jsonb('plan').$type<{ id: string; choices: string[] }[]>().notNull(),
    startedOn: timestamp('started_on', { withTimezone: true, mode: 'date' }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true, mode: 'date' }),
    closedOn: timestamp('closed_on', { withTimezone: true, mode: 'date' }),
    score: doublePrecision('score').notNull().default(0),
    maxScore: doublePrecision('max_score').notNull().default(0),
    /** Typed answers waiting for an editor's mark. */
    pending: integer('pending').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('learning_attempts_number_uq').on(t.tenantId, t.topicId, t.profileId, t.number),
    index('learning_attempts_topic_idx').on(t.tenantId, t.topicId, t.status),
  ],
);

/** One answer of an attempt (sent again, it replaces the earlier); scored when the attempt closes, typed ones marked by editors. */
export const learningAnswers = pgTable(
  'learning_answers',
  {
    tenantId: tenantId(),
    attemptId: text('attempt_id').notNull(),
    questionId: text('question_id').notNull(),
    topicId: text('topic_id').notNull(),
    choices: jsonb('choices').$type<string[]>().notNull(),
    text: text('text').notNull().default(''),
    score: doublePrecision('score').notNull().default(0),
    maxScore: doublePrecision('max_score').notNull().default(0),
    /** 'saved' until the attempt closes; then 'scored', 'pending' (an editor marks it) or 'unscored'. */
    status: text('status').notNull().default('saved'),
    answeredOn: timestamp('answered_on', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.attemptId, t.questionId] }), index('learning_answers_topic_idx').on(t.tenantId, t.topicId, t.questionId)],
);

/**
 * Points a profile earned by submitting an attempt at a topic whose creative gives points for a view
 * (docs/decisions/0072-scoring-and-gratification.md): one per attempt, kept for the wallet to credit (`credited` is the wallet's to set).
 */
export const learningGratifications = pgTable(
  'learning_gratifications',
  {
    tenantId: tenantId(),
    attemptId: text('attempt_id').notNull(),
    profileId: text('profile_id').notNull(),
    creativeId: text('creative_id').notNull(),
    topicId: text('topic_id').notNull(),
    /** The creative action the points are for (docs/product/creatives-assets-signage.md §3: view is 2). */
    actionType: integer('action_type').notNull(),
    points: integer('points').notNull(),
    credited: boolean('credited').notNull().default(false),
    createdOn: createdOn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.attemptId] }), index('learning_gratifications_profile_idx').on(t.tenantId, t.profileId, t.creativeId)],
);
