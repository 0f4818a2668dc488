import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { NumberInput, Textarea } from '../../../../components/inputs';
import {
  LEARNING_SECTION_TITLES,
  CHOICE_ORDER_CHOICES,
  DIFFICULTIES,
  LEARNING_EDIT_ROLE,
  LEARNING_MESSAGES,
  QUESTION_ORDER_CHOICES,
  type Order,
} from '../../../../../domain/learning/values';
import { CardSection, type CardField } from '../../../../components/card-section';
import { DateTimeField } from '../../../../components/relations/date-time';
import { learningKeys, topicsApi } from '../../api/learning';
import { blankTopic, topicProblems, type Topic } from '../../model/learning';
import type { LearningSectionProps } from './section-props';
import { QuestionPicker } from './question-picker';
import { RowsEditor } from './rows-editor';
import { TopicRuntimeButtons } from './topic-runtime';
import { countOf } from '../../../../../domain/common/text';

/** The form's order choices, with a stored value outside them (the API accepts the union) shown too. */
const ordersWith = (offered: readonly Order[], stored: Order) => (offered.includes(stored) ? offered : [...offered, stored]);

const whole = (v: string | number): number | '' => (typeof v === 'number' ? v : v === '' ? '' : Number(v));

/**
 * Content Topics (docs/product/creatives-assets-signage.md §2.7): every field of the topic, the question picker and the
 * reference rows.
 */
export function TopicsSection({ creativeId, privilege, editable }: LearningSectionProps) {
  const queryClient = useQueryClient();
  const key = learningKeys.topics(creativeId);
  const rows = useQuery({ queryKey: key, queryFn: () => topicsApi.list(creativeId) });
  return (
    <CardSection<Topic>
      title={LEARNING_SECTION_TITLES.topic}
      privilege={privilege}
      editorRole={LEARNING_EDIT_ROLE}
      editable={editable}
      rows={rows.data}
      keyOf={(t) => t.id ?? ''}
      addLabel="Add topic"
      blank={blankTopic}
      nameOf={(t) => t.name || 'New topic'}
      columns={2}
      read={(t) => (
        <Stack gap={2}>
          <TopicBackdrop />
          <Text fw={600}>{t.name}</Text>
          <Text size="sm" c="dimmed" lineClamp={3}>
            {t.description}
          </Text>
          <Text size="xs" c="dimmed">
            {[
              countOf(
                t.topicQuestions.reduce((n, e) => n + e.questions.length, 0),
                'question',
              ),
              t.timer ? `${t.timer} min` : 'no time limit',
              countOf(Number(t.maxAttempt), 'attempt'),
            ].join(' · ')}
          </Text>
          {t.id && <TopicRuntimeButtons topicId={t.id} topicName={t.name} privilege={privilege} />}
        </Stack>
      )}
      form={(t, change, field) => <TopicForm topic={t} creativeId={creativeId} onChange={change} field={field} />}
      problems={topicProblems}
      save={(t, isNew) => (isNew ? topicsApi.create(creativeId, t) : topicsApi.update(t.id!, t))}
      savedMessage="Topic saved"
      remove={async (t) => void (await topicsApi.remove(t.id!))}
      deleteConfirm={{ title: 'Delete topic', text: LEARNING_MESSAGES.confirmTopicDelete, declinedAlert: null }}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: key })}
    />
  );
}

function TopicForm({ topic: t, creativeId, onChange: change, field }: { topic: Topic; creativeId: string; onChange(t: Topic): void; field: CardField }) {
  return (
    <Stack gap="xs">
      <TextInput label="Name" required value={t.name} onChange={(e) => change({ ...t, name: e.currentTarget.value })} {...field('name')} />
      <Textarea label="Description" autosize minRows={2} value={t.description} onChange={(e) => change({ ...t, description: e.currentTarget.value })} />
      <Textarea
        label="Instructions for test"
        autosize
        minRows={2}
        value={t.detailedDescription}
        onChange={(e) => change({ ...t, detailedDescription: e.currentTarget.value })}
      />
      <Textarea
        label="Comment after test completed"
        autosize
        minRows={2}
        value={t.finalDescription}
        onChange={(e) => change({ ...t, finalDescription: e.currentTarget.value })}
      />
      <Checkbox label="Enabled" checked={t.enabled} onChange={(e) => change({ ...t, enabled: e.currentTarget.checked })} />
      <SimpleGrid cols={2}>
        <NumberInput
          label="Timer (in minutes)"
          required
          min={0}
          allowDecimal={false}
          value={t.timer}
          onChange={(v) => change({ ...t, timer: whole(v) })}
          {...field('timer')}
        />
        <NumberInput
          label="Maximum Attempt"
          required
          min={1}
          allowDecimal={false}
          value={t.maxAttempt}
          onChange={(v) => change({ ...t, maxAttempt: whole(v) })}
          {...field('maxAttempt')}
        />
      </SimpleGrid>
      <Group align="flex-end" gap="md">
        <DateTimeField
          label="Reveal Answers After"
          value={t.revealAnswersAfterDate ?? ''}
          onChange={(iso) => change({ ...t, revealAnswersAfterDate: iso })}
          {...field('revealAnswersAfterDate')}
        />
        <Checkbox
          label={`Reveal Answers after ${t.maxAttempt === '' ? 'N' : t.maxAttempt} Attempts`}
          checked={t.revealAnswers}
          onChange={(e) => change({ ...t, revealAnswers: e.currentTarget.checked })}
        />
      </Group>
      <Radio.Group label="Difficulty" value={t.difficulty} onChange={(v) => change({ ...t, difficulty: v as Topic['difficulty'] })}>
        <Group gap="sm" mt={4}>
          {DIFFICULTIES.map((d) => (
            <Radio key={d} value={d} label={d} />
          ))}
        </Group>
      </Radio.Group>
      <Radio.Group label="Question order" value={t.questionOrder} onChange={(v) => change({ ...t, questionOrder: v as Order })}>
        <Group gap="sm" mt={4}>
          {ordersWith(QUESTION_ORDER_CHOICES, t.questionOrder).map((o) => (
            <Radio key={o} value={o} label={o} />
          ))}
        </Group>
      </Radio.Group>
      <Radio.Group label="Choice order" value={t.choiceOrder} onChange={(v) => change({ ...t, choiceOrder: v as Order })}>
        <Group gap="sm" mt={4}>
          {ordersWith(CHOICE_ORDER_CHOICES, t.choiceOrder).map((o) => (
            <Radio key={o} value={o} label={o} />
          ))}
        </Group>
      </Radio.Group>
      <QuestionPicker creativeId={creativeId} entries={t.topicQuestions} onChange={(topicQuestions) => change({ ...t, topicQuestions })} />
      <RowsEditor
        label="Reference Books"
        rows={t.referenceBooks}
        fields={[
          ['name', 'Book Name'],
          ['profile', 'Profile'],
        ]}
        onChange={(referenceBooks) => change({ ...t, referenceBooks })}
      />
      <RowsEditor
        label="Reference URLs"
        rows={t.referenceUrls}
        fields={[
          ['url', 'Reference URL'],
          ['profile', 'Profile'],
        ]}
        onChange={(referenceUrls) => change({ ...t, referenceUrls })}
      />
    </Stack>
  );
}

/**
 * The topic card's background picture (docs/product/creatives-assets-signage.md §2.7): the form has no picture of its
 * own, so every topic shows this one.
 */
function TopicBackdrop() {
  return (
    <svg viewBox="0 0 240 60" width="100%" height={60} role="img" aria-label="Topic" style={{ borderRadius: 4, background: 'var(--mantine-color-indigo-0)' }}>
      <path d="M0 48 Q60 28 120 44 T240 36 V60 H0z" fill="var(--mantine-color-indigo-1)" />
      <g fill="none" stroke="var(--mantine-color-indigo-5)" strokeWidth={2.5} strokeLinejoin="round">
        <path d="M104 16h14a6 6 0 0 1 6 6v24a5 5 0 0 0-5-5h-15z" />
        <path d="M144 16h-14a6 6 0 0 0-6 6v24a5 5 0 0 1 5-5h15z" />
      </g>
    </svg>
  );
}
