import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Loader, Paper, Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Privilege, type PrivilegeLevel } from '../../../../../domain/access';
import { describeError } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { attemptsApi } from '../../api/attempts';
import type { TopicResults as Results } from '../../model/attempt';
import { learningKeys } from '../../api/learning';

const AGGREGATE_MODELS = ['Polls', 'Survey', 'Feedback', 'Forms'];
const figure = (n: number | null) => (n === null ? '—' : String(n));

/**
 * A topic's Results: attempts and the average score, per question the answers, the right ones and the share choosing
 * each choice; polls and surveys as aggregate answers; typed answers waiting for a mark, marked here by an ADMIN.
 */
export function TopicResults({ topicId, privilege }: { topicId: string; privilege: PrivilegeLevel }) {
  const key = learningKeys.results(topicId);
  const queryClient = useQueryClient();
  const results = useQuery({ queryKey: key, queryFn: () => attemptsApi.results(topicId) });
  if (results.isPending) return <Loader size="sm" />;
  if (results.isError) return <Text c="red">{describeError(results.error)}</Text>;
  const r = results.data;
  const mark = async (attempt_id: string, question_id: string, right: boolean) => {
    try {
      await attemptsApi.mark(topicId, { attempt_id, question_id, right });
      notify.success('Answer marked');
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      notify.error(describeError(e));
    }
  };
  return (
    <Stack gap="sm" data-testid="topic-results">
      <SimpleGrid cols={4}>
        <Figure label="Attempts" value={String(r.attempts)} />
        <Figure label="Submitted" value={String(r.submitted)} />
        <Figure label="Average score" value={r.averageScore === null ? '—' : `${r.averageScore} of ${figure(r.averageMaxScore)}`} />
        <Figure label="Waiting for a mark" value={String(r.pendingMarks)} />
      </SimpleGrid>
      {r.previews > 0 && (
        <Text size="xs" c="dimmed">
          {r.previews} of the attempts are editors' previews (Try it).
        </Text>
      )}
      {r.questions.map((q) => (
        <QuestionResult key={q.id} q={q} />
      ))}
      {r.pending.length > 0 && (
        <Paper withBorder p="sm">
          <Text fw={600} mb={4}>
            Answers waiting for a mark
          </Text>
          {r.pending.map((p) => (
            <Group key={`${p.attempt_id}-${p.question_id}`} justify="space-between">
              <Text size="sm">
                {r.questions.find((q) => q.id === p.question_id)?.question}: “{p.text}”
              </Text>
              {privilege >= Privilege.ADMIN && (
                <Group gap={4}>
                  <Button size="compact-xs" color="green" onClick={() => void mark(p.attempt_id, p.question_id, true)}>
                    Right
                  </Button>
                  <Button size="compact-xs" color="red" variant="light" onClick={() => void mark(p.attempt_id, p.question_id, false)}>
                    Wrong
                  </Button>
                </Group>
              )}
            </Group>
          ))}
        </Paper>
      )}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} aria-label={label}>
        {value}
      </Text>
    </Paper>
  );
}

function QuestionResult({ q }: { q: Results['questions'][number] }) {
  const aggregate = !q.scored || AGGREGATE_MODELS.includes(q.model);
  return (
    <Paper withBorder p="sm" data-testid="question-result">
      <Text fw={600}>
        {q.number}. {q.question}
      </Text>
      <Text size="xs" c="dimmed" mb={4}>
        {q.answered} answered
        {aggregate ? '' : ` · ${q.right} right · average ${figure(q.averageScore)}`}
      </Text>
      {q.choices.length > 0 && (
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            {q.choices.map((c) => (
              <Table.Tr key={c.uid}>
                <Table.Td w="35%">
                  <Text size="sm" fw={c.isAnswer && !aggregate ? 600 : 400}>
                    {c.name || c.uid}
                    {c.isAnswer && !aggregate ? ' ✓' : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Progress value={c.share} color={c.isAnswer && !aggregate ? 'green' : 'blue'} aria-label={`${c.name} share`} />
                </Table.Td>
                <Table.Td w={110}>
                  <Text size="sm">
                    {c.share}% ({c.count})
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {q.typedAnswers.map((t) => (
        <Text size="sm" key={t.text}>
          “{t.text}” × {t.count}
        </Text>
      ))}
    </Paper>
  );
}
