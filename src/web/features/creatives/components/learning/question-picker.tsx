import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Affix, Button, Checkbox, Group, Notification, Paper, Stack, Text } from '@mantine/core';
import { MultiSelect } from '../../../../components/inputs';
import type { TopicQuestions } from '../../../../../domain/learning/topic';
import { Spinner } from '../../../../components/spinner';
import { learningKeys, questionSetsApi, questionsApi } from '../../api/learning';
import { selectAllState, selectionSummary, withQuestions, withSets } from '../../model/learning';

interface QuestionPickerProps {
  creativeId: string;
  entries: TopicQuestions[];
  onChange(entries: TopicQuestions[]): void;
}

/**
 * The topic's questions (docs/product/creatives-assets-signage.md §2.7): a multi-select of the creative's
 * questionnaires and, per chosen one, a block 'Subject > {subject}' with a select-all box (indeterminate when some are
 * chosen) and its question rows. After a selection a snackbar counts the questions per subject and in all, until
 * closed.
 */
export function QuestionPicker({ creativeId, entries, onChange }: QuestionPickerProps) {
  const sets = useQuery({ queryKey: learningKeys.questionSets(creativeId), queryFn: () => questionSetsApi.list(creativeId), refetchOnMount: 'always' });
  const [summary, setSummary] = useState<string | null>(null);
  const known = (sets.data ?? []).filter((s) => s.id).map((s) => ({ id: s.id!, code: s.code, subject: s.subject }));

  function pick(next: TopicQuestions[]) {
    onChange(next);
    setSummary(selectionSummary(next));
  }

  return (
    <Stack gap="xs">
      <MultiSelect
        label="Questionaires"
        placeholder={sets.isLoading ? 'Loading…' : 'Choose questionaires'}
        data={known.map((s) => ({ value: s.id, label: `${s.code} — ${s.subject}` }))}
        value={entries.map((e) => e.questionSet_id)}
        onChange={(chosen) => onChange(withSets(entries, known, chosen))}
        searchable
      />
      {entries.map((entry) => (
        <SetQuestions key={entry.questionSet_id} entry={entry} onPick={(questions) => pick(withQuestions(entries, entry.questionSet_id, questions))} />
      ))}
      {summary && (
        <Affix position={{ bottom: 20, left: '50%' }} style={{ transform: 'translateX(-50%)' }}>
          <Notification withCloseButton={false} title="Questions selected" data-testid="selection-snackbar" role="status">
            <Group justify="space-between" wrap="nowrap" gap="lg">
              <Text size="sm">{summary}</Text>
              <Button size="compact-xs" variant="subtle" onClick={() => setSummary(null)}>
                Close
              </Button>
            </Group>
          </Notification>
        </Affix>
      )}
    </Stack>
  );
}

function SetQuestions({ entry, onPick }: { entry: TopicQuestions; onPick(questions: string[]): void }) {
  const questions = useQuery({ queryKey: learningKeys.questions(entry.questionSet_id), queryFn: () => questionsApi.list(entry.questionSet_id) });
  const all = (questions.data ?? []).map((q) => q.id!);
  const state = selectAllState(all, entry.questions);
  const toggle = (id: string, on: boolean) => onPick(on ? [...entry.questions.filter((q) => q !== id), id] : entry.questions.filter((q) => q !== id));
  return (
    <Paper withBorder p="xs" role="group" aria-label={`Subject > ${entry.subject}`}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          Subject &gt; {entry.subject}
        </Text>
        <Checkbox
          label="Select all"
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={all.length === 0}
          onChange={() => onPick(state === 'all' ? [] : all)}
        />
      </Group>
      {questions.isLoading && <Spinner size="xs" />}
      <Stack gap={6} mt="xs">
        {(questions.data ?? []).map((q, i) => (
          <Group key={q.id} align="flex-start" wrap="nowrap" gap="xs">
            <Checkbox
              aria-label={`Question ${i + 1}: ${q.question}`}
              checked={entry.questions.includes(q.id!)}
              onChange={(e) => toggle(q.id!, e.currentTarget.checked)}
            />
            <Stack gap={0}>
              <Text size="sm">
                {i + 1}. {q.question || q.name}
              </Text>
              {q.choices.map((c, n) => (
                <Text key={c.uid} size="xs" c="dimmed">
                  {n + 1}. {c.name}
                  {c.description ? ` — ${c.description}` : ''}
                </Text>
              ))}
            </Stack>
          </Group>
        ))}
        {questions.data?.length === 0 && (
          <Text size="xs" c="dimmed">
            This questionaire has no questions yet.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
