import { z } from 'zod';
import { Id } from '../media-items/item.js';
import { changesOf, Words } from './rows.js';
import { DEFAULT_QS_MODEL, LEARNING_LIMITS, LEARNING_MESSAGES, QS_MODELS } from './values.js';

const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);

const QuestionSetFields = {
  code: required(LEARNING_MESSAGES.codeRequired, LEARNING_LIMITS.code),
  subject: required(LEARNING_MESSAGES.subjectRequired, LEARNING_LIMITS.name),
  name: Words(LEARNING_LIMITS.name),
  description: Words(),
  qsModel: z.enum(QS_MODELS),
  enabled: z.boolean(),
  type: Words(100),
  subtype: Words(100),
  category: Words(100),
};

/**
 * What a new questionnaire holds unless its POST says otherwise (docs/product/creatives-assets-signage.md §3: Exam,
 * enabled).
 */
export const NEW_QUESTION_SET = { name: '', description: '', qsModel: DEFAULT_QS_MODEL, enabled: true, type: '', subtype: '', category: '' };

/**
 * POST /api/1.0/question-sets: code and subject are required (docs/product/creatives-assets-signage.md §5), and the
 * creative it belongs to.
 */
export const QuestionSetInput = changesOf(QuestionSetFields).extend({ code: QuestionSetFields.code, subject: QuestionSetFields.subject, creative_id: Id });
export const QuestionSetPatch = changesOf(QuestionSetFields);
export type QuestionSetInput = z.infer<typeof QuestionSetInput>;
export type QuestionSetPatch = z.infer<typeof QuestionSetPatch>;
