import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { LEARNING_MESSAGES } from '../../../../../domain/learning/values';
import {
  addCard,
  cancelCard,
  changeCard,
  deletedCard,
  editCard,
  initialCards,
  savedCard,
  syncCards,
  type CardState,
} from '../../../../components/card-section';
import { confirmDelete } from '../../../../components/confirm-delete';
import { uploadImage } from '../../../../components/image-upload';
import { Spinner } from '../../../../components/spinner';
import { api } from '../../../../lib/api';
import { notify } from '../../../../lib/notify';
import { useAction } from '../../../../lib/use-action';
import { learningKeys, choiceImagePath, questionImagePath, questionsApi } from '../../api/learning';
import { blankQuestion, type Question } from '../../model/learning';
import { QuestionForm, type Pictures } from './question-form';

let added = 0;

/**
 * A questionnaire's questions (docs/product/creatives-assets-signage.md §2.8): numbered cards, one edited at a time,
 * each saved on its own.
 */
export function QuestionList({ setId }: { setId: string }) {
  const queryClient = useQueryClient();
  const key = learningKeys.questions(setId);
  const stored = useQuery({ queryKey: key, queryFn: () => questionsApi.list(setId) });
  const [state, setState] = useState<CardState<Question>>(() => initialCards<Question>([], (q) => q.id!));
  const [pictures, setPictures] = useState<Pictures>({});

  useEffect(() => {
    if (stored.data) setState((s) => syncCards(s, stored.data, (q) => q.id!));
  }, [stored.data]);

  const save = useAction({
    mutationFn: async ({ q, isNew }: { rowKey: string; q: Question; isNew: boolean }) => {
      const body = { ...q, choices: q.choices.map((c) => (pictures.choices?.[c.uid] ? { ...c, hasImage: true } : c)), hasImage: q.hasImage };
      const answer = isNew ? await questionsApi.create(setId, body) : await questionsApi.update(setId, q.id!, body);
      // Pictures follow the save: they are addressed by the question's id
      // (docs/product/creatives-assets-signage.md §7).
      for (const [uid, file] of Object.entries(pictures.choices ?? {})) await uploadImage(api, choiceImagePath(answer.id!, uid), file);
      if (pictures.question) await uploadImage(api, questionImagePath(answer.id!), pictures.question);
      return answer;
    },
    onSuccess: (answer, { rowKey }) => {
      setPictures({});
      setState((s) => savedCard(s, rowKey, answer));
      notify.success('Question saved');
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const remove = useAction({
    mutationFn: ({ q }: { rowKey: string; q: Question }) => questionsApi.update(setId, q.id!, { isDeleted: true }),
    onSuccess: (_, { rowKey }) => {
      setState((s) => deletedCard(s, rowKey));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const busy = save.isPending || remove.isPending;

  /**
   * A question is deleted by marking it (docs/product/creatives-assets-signage.md §3: questions are shown only while
   * not deleted).
   */
  function askDelete(rowKey: string, q: Question, number: number) {
    confirmDelete({
      title: 'Delete question',
      text: `Are you sure to delete question ${number}?`,
      declinedAlert: null,
      onConfirm: () => remove.mutate({ rowKey, q }),
    });
  }

  if (stored.isLoading) return <Text size="sm">{LEARNING_MESSAGES.loadingQuestions}</Text>;
  return (
    <Stack gap="xs" role="group" aria-label="Questions">
      <Text size="sm" fw={600}>
        Questions
      </Text>
      {state.rows.map((row, i) =>
        row.key === state.selected ? (
          <QuestionForm
            key={row.key}
            question={row.value}
            number={i + 1}
            busy={busy}
            pictures={pictures}
            onPictures={setPictures}
            onChange={(q) => setState((s) => changeCard(s, q))}
            onCancel={() => {
              setPictures({});
              setState(cancelCard);
            }}
            onSave={() => save.mutate({ rowKey: row.key, q: row.value, isNew: !row.stored })}
          />
        ) : (
          <Paper key={row.key} withBorder p="xs" data-testid="question-card" aria-label={`Question ${i + 1}`}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">
                {i + 1}. {row.value.question || row.value.name}
              </Text>
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit question ${i + 1}`}
                  disabled={state.selected !== null || busy}
                  onClick={() => setState((s) => editCard(s, row.key))}
                >
                  <IconPencil size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete question ${i + 1}`}
                  disabled={state.selected !== null || busy}
                  onClick={() => askDelete(row.key, row.value, i + 1)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ),
      )}
      {busy && <Spinner size="xs" />}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          disabled={state.selected !== null || busy}
          onClick={() => setState((s) => addCard(s, `question-${++added}`, blankQuestion()))}
        >
          Add question
        </Button>
      </Group>
    </Stack>
  );
}
