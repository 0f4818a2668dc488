import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { isTypedAnswer } from '../../../../../domain/learning/question';
import { describeError } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useAction } from '../../../../lib/use-action';
import { attemptsApi } from '../../api/attempts';
import { answersBody, pick, scoreLine, timeLeft, type Answers, type Attempt, type AttemptQuestion } from '../../model/attempt';

/**
 * "Try it": the topic as a respondent takes it, run by the editor under their own profile (a preview attempt,
 * docs/decisions/0073-learning-console.md): the questions in the attempt's order, answers, Submit and the result.
 */
export function TopicTryIt({ topicId, onSubmitted }: { topicId: string; onSubmitted(): void }) {
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [answers, setAnswers] = useState<Answers>({});

  const start = useAction({
    mutationFn: () => attemptsApi.preview(topicId),
    onSuccess: (started) => {
      setAttempt(started);
      setAnswers({});
    },
  });

  const submit = useAction({
    mutationFn: async (open: Attempt) => {
      const body = answersBody(open.questions, answers);
      // Past the deadline the answers are refused; the submit still answers the closed attempt's result.
      if (body.length) await attemptsApi.answer(open.id, body).catch((e) => notify.warning(describeError(e)));
      return attemptsApi.submit(open.id);
    },
    onSuccess: (closed) => {
      setAttempt(closed);
      onSubmitted();
    },
  });
  const busy = start.isPending || submit.isPending;

  if (!attempt)
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Take this topic as a respondent would. Your attempt is kept as a preview under your own profile and shows in Results.</Text>
        <Button onClick={() => start.mutate()} loading={busy}>
          Start
        </Button>
      </Stack>
    );
  if (attempt.status !== 'open') return <AttemptResult attempt={attempt} onAgain={() => start.mutate()} busy={busy} />;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>
          {attempt.topicName} · attempt {attempt.number}
        </Text>
        {attempt.deadline && <Countdown deadline={attempt.deadline} />}
      </Group>
      {attempt.questions.map((q) => (
        <QuestionInput key={q.id} question={q} answers={answers} onChange={setAnswers} />
      ))}
      <Group justify="flex-end">
        <Button onClick={() => submit.mutate(attempt)} loading={busy}>
          Submit
        </Button>
      </Group>
    </Stack>
  );
}

function Countdown({ deadline }: { deadline: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <Badge color={Date.parse(deadline) - now < 60_000 ? 'red' : 'blue'}>Time left {timeLeft(deadline, now)}</Badge>;
}

function QuestionInput({ question: q, answers, onChange }: { question: AttemptQuestion; answers: Answers; onChange(a: Answers): void }) {
  const label = `${q.number}. ${q.question || q.name}`;
  const chosen = answers[q.id]?.choices ?? [];
  return (
    <Paper withBorder p="sm" data-testid="try-question">
      {isTypedAnswer(q.answerType) ? (
        <TextInput
          label={label}
          value={answers[q.id]?.text ?? ''}
          onChange={(e) => onChange({ ...answers, [q.id]: { choices: [], text: e.currentTarget.value } })}
        />
      ) : q.oneChoice ? (
        <Radio.Group label={label} value={chosen[0] ?? null} onChange={(uid) => onChange(pick(answers, q, uid, true))}>
          <Stack gap={4} mt={4}>
            {q.choices.map((c) => (
              <Radio key={c.uid} value={c.uid} label={c.name || c.description} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Checkbox.Group label={label} value={chosen} onChange={(uids) => onChange({ ...answers, [q.id]: { choices: uids, text: '' } })}>
          <Stack gap={4} mt={4}>
            {q.choices.map((c) => (
              <Checkbox key={c.uid} value={c.uid} label={c.name || c.description} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {q.description && (
        <Text size="xs" c="dimmed" mt={4}>
          {q.description}
        </Text>
      )}
    </Paper>
  );
}

function AttemptResult({ attempt, onAgain, busy }: { attempt: Attempt; onAgain(): void; busy: boolean }) {
  return (
    <Stack gap="sm" data-testid="try-result">
      <Alert color={attempt.status === 'expired' ? 'orange' : 'green'} title={attempt.status === 'expired' ? 'Time is over' : 'Submitted'}>
        <Text fw={600}>{scoreLine(attempt)}</Text>
        {attempt.finalDescription && <Text size="sm">{attempt.finalDescription}</Text>}
      </Alert>
      {attempt.questions.map((q) => {
        const names = new Map(q.choices.map((c) => [c.uid, c.name]));
        const given = q.answer ? (isTypedAnswer(q.answerType) ? q.answer.text : q.answer.choices.map((uid) => names.get(uid) ?? uid).join(', ')) : '';
        return (
          <Paper withBorder p="sm" key={q.id}>
            <Text fw={500}>
              {q.number}. {q.question || q.name}
            </Text>
            <Text size="sm">Your answer: {given || 'not answered'}</Text>
            {q.scoreStatus && q.scoreStatus !== 'unscored' && (
              <Text size="sm" c={q.scoreStatus === 'pending' ? 'orange' : q.score && q.score >= (q.maxScore ?? 0) ? 'green' : 'red'}>
                {q.scoreStatus === 'pending' ? 'Waiting for an editor' : `${q.score} of ${q.maxScore}`}
              </Text>
            )}
            {attempt.answersRevealed && (q.rightChoices?.length || q.acceptedAnswers?.length) ? (
              <Text size="sm" c="dimmed">
                Right answer: {[...(q.rightChoices ?? []).map((uid) => names.get(uid) ?? uid), ...(q.acceptedAnswers ?? [])].join(', ')}
              </Text>
            ) : null}
          </Paper>
        );
      })}
      {!attempt.answersRevealed && (
        <Text size="xs" c="dimmed">
          The right answers are shown as the topic reveals them.
        </Text>
      )}
      <Group>
        <Button variant="light" onClick={onAgain} loading={busy}>
          Try again
        </Button>
      </Group>
    </Stack>
  );
}
