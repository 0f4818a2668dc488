import { useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { ITEM_MESSAGES } from '../../../../../domain/media-items/types';
import { LEARNING_SECTION_TITLES, LEARNING_EDIT_ROLE, LEARNING_MESSAGES, QS_MODELS, type QsModel } from '../../../../../domain/learning/values';
import { CardSection } from '../../../../components/card-section';
import { learningKeys, questionSetsApi } from '../../api/learning';
import { blankQuestionSet, questionSetProblems, type QuestionSet } from '../../model/learning';
import type { LearningSectionProps } from './section-props';
import { ModelPicture } from './model-picture';
import { QuestionList } from './question-list';

const NO_CHANGES = ITEM_MESSAGES.noChanges;

/**
 * Questionnaire (docs/product/creatives-assets-signage.md §2.8): cards with the model's picture, subject and code; the
 * editor's questions can be added once the set is saved, so a new set stays open after its first save.
 */
export function QuestionnaireSection({ creativeId, privilege, editable }: LearningSectionProps) {
  const queryClient = useQueryClient();
  const key = learningKeys.questionSets(creativeId);
  const rows = useQuery({ queryKey: key, queryFn: () => questionSetsApi.list(creativeId) });
  // The stored values of each set, to enable Save only on a change (docs/product/creatives-assets-signage.md §2.8).
  const saved = useRef(new Map<string, QuestionSet>());
  for (const s of rows.data ?? []) if (s.id && !saved.current.has(s.id)) saved.current.set(s.id, s);
  const unchanged = (s: QuestionSet) => {
    const before = s.id ? saved.current.get(s.id) : undefined;
    return !!before && before.code === s.code && before.subject === s.subject && before.qsModel === s.qsModel;
  };
  async function save(s: QuestionSet, isNew: boolean) {
    const answer = isNew ? await questionSetsApi.create(creativeId, s) : await questionSetsApi.update(s.id!, s);
    saved.current.set(answer.id!, answer);
    return answer;
  }
  return (
    <CardSection<QuestionSet>
      title={LEARNING_SECTION_TITLES.questionset}
      privilege={privilege}
      editorRole={LEARNING_EDIT_ROLE}
      editable={editable}
      rows={rows.data}
      keyOf={(s) => s.id ?? ''}
      addLabel="Add Questionaire"
      blank={blankQuestionSet}
      nameOf={(s) => s.code || 'New questionaire'}
      columns={2}
      keepEditingAfterCreate
      read={(s) => (
        <Group wrap="nowrap" gap="sm">
          <ModelPicture model={s.qsModel} size={56} />
          <Stack gap={0}>
            <Text fw={600}>{s.subject}</Text>
            <Text size="sm" c="dimmed">
              {s.code}
            </Text>
          </Stack>
        </Group>
      )}
      form={(s, change, field) => (
        <Stack gap="xs">
          <Radio.Group label="Questionaire Type" value={s.qsModel} onChange={(v) => change({ ...s, qsModel: v as QsModel })}>
            <Group gap="sm" mt={4}>
              {QS_MODELS.map((m) => (
                <Radio key={m} value={m} label={m} />
              ))}
            </Group>
          </Radio.Group>
          <TextInput label="Questionaire code" required value={s.code} onChange={(e) => change({ ...s, code: e.currentTarget.value })} {...field('code')} />
          <TextInput label="Subject" required value={s.subject} onChange={(e) => change({ ...s, subject: e.currentTarget.value })} {...field('subject')} />
          {s.id ? (
            <QuestionList setId={s.id} />
          ) : (
            <Text size="sm" c="dimmed">
              {LEARNING_MESSAGES.saveSetFirst}
            </Text>
          )}
        </Stack>
      )}
      // A stored set unchanged concerns no field: said beside Save.
      problems={(s) => ({ ...questionSetProblems(s), '': unchanged(s) && NO_CHANGES })}
      save={save}
      savedMessage="Questionaire saved"
      remove={async (s) => void (await questionSetsApi.remove(s.id!))}
      deleteConfirm={{ title: 'Delete questionaire', text: 'Are you sure to delete this questionaire?', declinedAlert: null }}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: key })}
    />
  );
}
