import { api } from '../../../lib/api';
import type { LearningRecord, Question, QuestionSet, Topic, Tutor } from '../model/learning';

/**
 * One learning resource of docs/product/creatives-assets-signage.md §7: listed by creative, created with the creative
 * named, saved and deleted by id.
 */
function learningResource<T extends LearningRecord>(path: string) {
  return {
    list: (creativeId: string) => api.get<T[]>(`${path}?${new URLSearchParams({ creative: creativeId })}`, { reset: true }),
    create: (creativeId: string, body: Partial<T>) => api.post<T>(path, { ...withoutOwnFields(body), creative_id: creativeId }),
    update: (id: string, body: Partial<T>) => api.put<T>(`${path}/${id}`, withoutOwnFields(body)),
    remove: (id: string) => api.del<{ id: string }>(`${path}/${id}`),
  };
}

/**
 * The server answers these; a body never sends them back (docs/product/creatives-assets-signage.md §7: the body is the
 * form value without id).
 */
const OWN_FIELDS = ['id', 'isDeleted', 'creative_id', 'relations', 'tenant_id', 'project_id', 'aggregate_id', 'profile_id', 'createdOn', 'updateDate'];
function withoutOwnFields<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([k]) => !OWN_FIELDS.includes(k))) as Partial<T>;
}

/** Every learning query's key starts with `learning`, then what it lists and whose. */
export const learningKeys = {
  tutors: (creativeId: string) => ['learning', 'tutor', creativeId] as const,
  topics: (creativeId: string) => ['learning', 'topic', creativeId] as const,
  questionSets: (creativeId: string) => ['learning', 'questionset', creativeId] as const,
  questions: (setId: string) => ['learning', 'questions', setId] as const,
  results: (topicId: string) => ['learning', 'results', topicId] as const,
};

export const tutorsApi = learningResource<Tutor>('/api/1.0/tutors');
export const topicsApi = learningResource<Topic>('/api/1.0/topics');
export const questionSetsApi = learningResource<QuestionSet>('/api/1.0/question-sets');

// isDeleted is sent: a question is deleted by saving it marked (docs/product/creatives-assets-signage.md §3).
const QUESTION_OWN = ['id', 'questionSet_id', 'number', 'updateDate'];
const questionBody = (q: Partial<Question>) => Object.fromEntries(Object.entries(q).filter(([k]) => !QUESTION_OWN.includes(k)));

export const questionsApi = {
  list: (setId: string) => api.get<Question[]>(`/api/1.0/question-sets/${setId}/questions`, { reset: true }),
  create: (setId: string, q: Partial<Question>) => api.post<Question>(`/api/1.0/question-sets/${setId}/questions`, questionBody(q)),
  update: (setId: string, id: string, q: Partial<Question>) => api.put<Question>(`/api/1.0/question-sets/${setId}/questions/${id}`, questionBody(q)),
};

/** docs/product/creatives-assets-signage.md §7: a choice's picture, and the question's own. */
export const choiceImagePath = (questionId: string, choiceUid: string) =>
  `/images?${new URLSearchParams({ type: 'question', id: questionId, for: 'img', choice: choiceUid })}`;
export const questionImagePath = (questionId: string) => `/images?${new URLSearchParams({ type: 'question', id: questionId, for: 'img' })}`;
