import type { AnswerType } from '../../../../domain/learning/values';
import { isTypedAnswer } from '../../../../domain/learning/question';
import { countOf } from '../../../../domain/common/text';

/** An attempt as the server answers it (docs/api.md "Respondent runtime"). */
export interface AttemptQuestion {
  id: string;
  number: number;
  name: string;
  question: string;
  description: string;
  answerType: AnswerType;
  oneChoice: boolean;
  choices: { uid: string; name: string; description: string; hasImage: boolean }[];
  answer: { choices: string[]; text: string } | null;
  score?: number;
  maxScore?: number;
  scoreStatus?: 'scored' | 'pending' | 'unscored';
  rightChoices?: string[];
  acceptedAnswers?: string[];
}
export interface Attempt {
  id: string;
  topicName: string;
  number: number;
  preview: boolean;
  status: 'open' | 'submitted' | 'expired';
  deadline: string | null;
  finalDescription: string;
  score: number | null;
  maxScore: number | null;
  pending: number | null;
  answersRevealed: boolean;
  questions: AttemptQuestion[];
}
export interface TopicResults {
  attempts: number;
  submitted: number;
  previews: number;
  averageScore: number | null;
  averageMaxScore: number | null;
  pendingMarks: number;
  questions: {
    id: string;
    number: number;
    question: string;
    answerType: AnswerType;
    model: string;
    scored: boolean;
    answered: number;
    right: number;
    averageScore: number | null;
    choices: { uid: string; name: string; isAnswer: boolean; count: number; share: number }[];
    typedAnswers: { text: string; count: number }[];
  }[];
  pending: { attempt_id: string; question_id: string; text: string }[];
}

/** The respondent's answers while taking the attempt: chosen uids or typed text per question. */
export type Answers = Record<string, { choices: string[]; text: string }>;

/** Picking a choice: the only one for a one-choice question, else toggled among the others. */
export function pick(answers: Answers, q: Pick<AttemptQuestion, 'id' | 'oneChoice'>, uid: string, on: boolean): Answers {
  const now = answers[q.id]?.choices ?? [];
  const choices = q.oneChoice ? (on ? [uid] : []) : on ? [...now.filter((c) => c !== uid), uid] : now.filter((c) => c !== uid);
  return { ...answers, [q.id]: { choices, text: '' } };
}

/** The answers to send: only questions answered (a choice picked or text typed). */
export type AnswerBody = { question_id: string; choices?: string[]; text?: string };
export function answersBody(questions: AttemptQuestion[], answers: Answers): AnswerBody[] {
  return questions.flatMap((q): AnswerBody[] => {
    const a = answers[q.id];
    if (!a) return [];
    if (isTypedAnswer(q.answerType)) return a.text.trim() ? [{ question_id: q.id, text: a.text }] : [];
    return a.choices.length ? [{ question_id: q.id, choices: a.choices }] : [];
  });
}

/** 'm:ss' left until the deadline (0:00 once past). */
export function timeLeft(deadline: string, now: number): string {
  const s = Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** How a closed attempt's score reads. */
export function scoreLine(a: Pick<Attempt, 'score' | 'maxScore' | 'pending'>): string {
  const pending = a.pending ? ` (${countOf(a.pending, 'answer')} waiting for an editor's mark)` : '';
  return `Score: ${a.score ?? 0} of ${a.maxScore ?? 0}${pending}`;
}
