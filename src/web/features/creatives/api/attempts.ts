import { api } from '../../../lib/api';
import type { AnswerBody, Attempt, TopicResults } from '../model/attempt';

/**
 * The respondent runtime as the console uses it (docs/api.md "Respondent runtime"): an editor's preview attempt under
 * their own profile ("Try it"), answered and submitted at the attempt routes, and the topic's results and marks.
 */
export const attemptsApi = {
  preview: (topicId: string) => api.post<Attempt>(`/api/1.0/topics/${topicId}/preview-attempts`, {}),
  answer: (attemptId: string, answers: AnswerBody[]) => api.put<{ saved: number }>(`/api/1.0/attempts/${attemptId}/answers`, { answers }),
  submit: (attemptId: string) => api.post<Attempt>(`/api/1.0/attempts/${attemptId}/submit`, {}),
  results: (topicId: string) => api.get<TopicResults>(`/api/1.0/topics/${topicId}/results`, { reset: true }),
  mark: (topicId: string, mark: { attempt_id: string; question_id: string; right: boolean }) => api.put<unknown>(`/api/1.0/topics/${topicId}/marks`, mark),
};
