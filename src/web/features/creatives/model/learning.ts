import type { Choice, Hint, QuestionDoc } from '../../../../domain/learning/question';
import type { TopicQuestions } from '../../../../domain/learning/topic';
import { NEW_QUESTION } from '../../../../domain/learning/question';
import { NEW_QUESTION_SET } from '../../../../domain/learning/question-set';
import { NEW_TOPIC, topicProblem } from '../../../../domain/learning/topic';
import { TUTOR_DEFAULTS } from '../../../../domain/learning/tutor';
import { LEARNING_MESSAGES, type Difficulty, type Order, type QsModel } from '../../../../domain/learning/values';
import { countOf } from '../../../../domain/common/text';
import type { FieldProblems } from '../../../lib/form-check';

/** What the server answers for every learning record (docs/api.md "Tutors, topics and questionnaires"). */
export interface LearningRecord {
  id?: string;
  creative_id?: string | null;
}

export interface Tutor extends LearningRecord {
  name: string;
  code: string;
  shortProfile: string;
  eduQualification: { uid: string; institution: string; degree: string }[];
  workExperience: { uid: string; organization: string; designation: string }[];
  enabled: boolean;
}

export interface Topic extends LearningRecord {
  name: string;
  description: string;
  detailedDescription: string;
  finalDescription: string;
  enabled: boolean;
  timer: number | '';
  maxAttempt: number | '';
  revealAnswers: boolean;
  revealAnswersAfterDate: string | null;
  difficulty: Difficulty;
  questionOrder: Order;
  choiceOrder: Order;
  referenceBooks: { uid: string; name: string; profile: string }[];
  referenceUrls: { uid: string; url: string; profile: string }[];
  topicQuestions: TopicQuestions[];
}

export interface QuestionSet extends LearningRecord {
  code: string;
  subject: string;
  qsModel: QsModel;
  enabled: boolean;
}

export interface Question extends QuestionDoc {
  id?: string;
  number?: number;
}

export const blankTutor = (): Tutor => ({ ...TUTOR_DEFAULTS, name: '' });
export const blankTopic = (): Topic => ({ ...NEW_TOPIC, name: '' });
export const blankQuestionSet = (): QuestionSet => ({ ...NEW_QUESTION_SET, code: '', subject: '' });
export const blankQuestion = (): Question => structuredClone(NEW_QUESTION);

/** What keeps a card from being saved (docs/product/creatives-assets-signage.md §5), by field; empty when it may be. */
export const tutorProblems = (t: Tutor): FieldProblems<'name'> => ({ name: !t.name.trim() && LEARNING_MESSAGES.tutorNameRequired });
export function topicProblems(t: Topic): FieldProblems<'name' | 'timer' | 'maxAttempt' | 'revealAnswersAfterDate'> {
  return {
    name: !t.name.trim() && LEARNING_MESSAGES.topicNameRequired,
    timer: (t.timer === '' || !Number.isInteger(t.timer) || t.timer < 0) && LEARNING_MESSAGES.timerRequired,
    maxAttempt: (t.maxAttempt === '' || !Number.isInteger(t.maxAttempt) || t.maxAttempt < 1) && LEARNING_MESSAGES.maxAttemptRequired,
    // The server's own rule.
    revealAnswersAfterDate: topicProblem(t),
  };
}
export const questionSetProblems = (s: QuestionSet): FieldProblems<'code' | 'subject'> => ({
  code: !s.code.trim() && LEARNING_MESSAGES.codeRequired,
  subject: !s.subject.trim() && LEARNING_MESSAGES.subjectRequired,
});

/**
 * The select-all box of a set's questions: checked, unchecked or indeterminate
 * (docs/product/creatives-assets-signage.md §2.7).
 */
export function selectAllState(all: readonly string[], chosen: readonly string[]): 'all' | 'none' | 'some' {
  const picked = all.filter((id) => chosen.includes(id)).length;
  return picked === 0 ? 'none' : picked === all.length ? 'all' : 'some';
}

/** Picks or drops one set's questions in a topic (an entry per chosen set, in the order sets were chosen). */
export function withQuestions(entries: readonly TopicQuestions[], setId: string, questions: string[]): TopicQuestions[] {
  return entries.map((e) => (e.questionSet_id === setId ? { ...e, questions } : e));
}

/** The sets chosen in the multi-select: entries kept for sets still chosen, new ones empty. */
export function withSets(
  entries: readonly TopicQuestions[],
  sets: readonly { id: string; code: string; subject: string }[],
  chosen: string[],
): TopicQuestions[] {
  return chosen.map(
    (id) =>
      entries.find((e) => e.questionSet_id === id) ?? {
        questionSet_id: id,
        questionSetName: sets.find((s) => s.id === id)?.code ?? '',
        subject: sets.find((s) => s.id === id)?.subject ?? '',
        questions: [],
      },
  );
}

/**
 * The snackbar after selecting questions (docs/product/creatives-assets-signage.md §2.7): the count per subject and a
 * total.
 */
export function selectionSummary(entries: readonly TopicQuestions[]): string {
  const parts = entries.map((e) => `${e.subject}: ${e.questions.length}`);
  const total = entries.reduce((n, e) => n + e.questions.length, 0);
  return `${parts.join(', ')}${parts.length ? ' — ' : ''}Total: ${countOf(total, 'question')}`;
}

export type { Choice, Hint };
