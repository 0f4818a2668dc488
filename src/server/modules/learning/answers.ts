/** Tutors, topics, questionnaires, questions and attempts as answered (docs/api.md "Learning"). */
import { z } from 'zod';
import { named } from '../../answers.js';
import { Instant } from '../common-answers.js';

/**
 * A tutor, topic or questionnaire: the fields the server keeps of it, and its document's fields as saved (each kind's
 * in domain/learning, open here).
 */
export const LearningRecord = named(
  'LearningRecord',
  z.looseObject({
    id: z.string(),
    isDeleted: z.boolean(),
    creative_id: z.string().nullable(),
    relations: z.array(z.object({ id: z.string(), name: z.string(), family: z.literal('creative') })),
    tenant_id: z.string(),
    project_id: z.string(),
    aggregate_id: z.string(),
    profile_id: z.string().nullable(),
    createdOn: Instant,
    updateDate: Instant,
  }),
);

/** A question of a questionnaire: its place and state, and its document's fields as saved. */
export const Question = named(
  'Question',
  z.looseObject({ id: z.string(), questionSet_id: z.string(), number: z.number().int(), isDeleted: z.boolean(), updateDate: Instant }),
);

const Score = z.number().nullable();

/** An attempt as its respondent sees it: scores once closed, right answers when the topic reveals them. */
export const Attempt = named(
  'Attempt',
  z.object({
    id: z.string(),
    topic_id: z.string(),
    topicName: z.string(),
    number: z.number().int(),
    maxAttempt: z.number().int().nullable(),
    preview: z.boolean(),
    status: z.string().describe('open, submitted or expired'),
    startedOn: Instant,
    deadline: Instant.nullable(),
    closedOn: Instant.nullable(),
    timer: z.number().nullable(),
    finalDescription: z.string(),
    score: Score,
    maxScore: Score,
    pending: z.number().int().nullable(),
    answersRevealed: z.boolean(),
    questions: z.array(
      z.object({
        id: z.string(),
        number: z.number().int(),
        name: z.string(),
        question: z.string(),
        description: z.string(),
        answerType: z.string(),
        hasImage: z.boolean(),
        choicesAreImages: z.boolean(),
        oneChoice: z.boolean(),
        choices: z.array(z.object({ uid: z.string(), name: z.string(), description: z.string(), hasImage: z.boolean() })),
        answer: z.object({ choices: z.array(z.string()), text: z.string() }).nullable(),
        score: z.number().optional(),
        maxScore: z.number().optional(),
        scoreStatus: z.string().optional(),
        rightChoices: z.array(z.string()).optional(),
        acceptedAnswers: z.array(z.string()).optional(),
      }),
    ),
    gratificationPoints: z.number().nullable(),
  }),
);

const Rounded = z.number().nullable();
export const TopicResults = z.object({
  topic_id: z.string(),
  name: z.string(),
  attempts: z.number().int(),
  submitted: z.number().int(),
  previews: z.number().int(),
  averageScore: Rounded,
  averageMaxScore: Rounded,
  pendingMarks: z.number().int(),
  questions: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      question: z.string(),
      answerType: z.string(),
      model: z.string(),
      scored: z.boolean(),
      answered: z.number().int(),
      right: z.number().int(),
      averageScore: Rounded,
      choices: z.array(z.object({ uid: z.string(), name: z.string(), isAnswer: z.boolean(), count: z.number().int(), share: z.number() })),
      typedAnswers: z.array(z.object({ text: z.string(), count: z.number().int() })),
    }),
  ),
  pending: z.array(z.object({ attempt_id: z.string(), question_id: z.string(), text: z.string(), answeredOn: Instant })),
});

export const Mark = z.object({
  attempt_id: z.string(),
  question_id: z.string(),
  score: z.number(),
  attempt: z.object({ score: Score, maxScore: Score, pending: z.number().int().nullable() }),
});
