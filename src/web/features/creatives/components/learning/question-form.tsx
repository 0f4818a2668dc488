import { useEffect, useState } from 'react';
import { ActionIcon, Box, Button, Checkbox, Group, Image, Paper, Radio, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { NumberInput, Textarea } from '../../../../components/inputs';
import { IconTrash } from '@tabler/icons-react';
import {
  addChoicesTo,
  isTypedAnswer,
  markAnswer,
  questionProblems,
  removeChoice,
  setChoicesAreImages,
  STANDARD_CHOICES,
} from '../../../../../domain/learning/question';
import { SubmitGate } from '../../../../lib/form-check';
import { useFormCheck } from '../../../../lib/use-form-check';
import { ANSWER_TYPES, DIFFICULTIES, newRowUid, type AnswerType, type Difficulty } from '../../../../../domain/learning/values';
import { Spinner } from '../../../../components/spinner';
import { api } from '../../../../lib/api';
import { choiceImagePath, questionImagePath } from '../../api/learning';
import type { Question } from '../../model/learning';

/** Pictures chosen in the form, uploaded after the question is saved. */
export interface Pictures {
  question?: File;
  choices?: Record<string, File>;
}

interface QuestionFormProps {
  question: Question;
  number: number;
  busy: boolean;
  pictures: Pictures;
  onPictures(p: Pictures): void;
  onChange(q: Question): void;
  onCancel(): void;
  onSave(): void;
}

/**
 * A question card in edit mode (docs/product/creatives-assets-signage.md §2.8): tabs Question, Properties, Answers and
 * Hints, with Cancel and Save.
 */
export function QuestionForm({ question: q, number, busy, pictures, onPictures, onChange, onCancel, onSave }: QuestionFormProps) {
  const set = (patch: Partial<Question>) => onChange({ ...q, ...patch });
  // Save question waits while a text passes its limit; the field says so beside itself once touched.
  const check = useFormCheck<string>(questionProblems(q), {
    name: q.name,
    question: q.question,
    description: q.description,
    ...Object.fromEntries(q.choices.map((c) => [`choice.${c.uid}`, c.name])),
  });
  return (
    <Paper withBorder p="sm" shadow="sm" data-testid="question-form" aria-label={`Editing question ${number}`}>
      <Tabs defaultValue="question" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="question">Question</Tabs.Tab>
          <Tabs.Tab value="properties">Properties</Tabs.Tab>
          <Tabs.Tab value="answers">Answers</Tabs.Tab>
          <Tabs.Tab value="hints">Hints</Tabs.Tab>
        </Tabs.List>
        <Box component="fieldset" disabled={busy} m={0} p={0} pt="xs" style={{ border: 0, minWidth: 0 }}>
          <Tabs.Panel value="question">
            <Stack gap="xs">
              <TextInput label="Name" value={q.name} onChange={(e) => set({ name: e.currentTarget.value })} {...check.field('name')} />
              <Textarea
                label="Question"
                autosize
                minRows={2}
                value={q.question}
                onChange={(e) => set({ question: e.currentTarget.value })}
                {...check.field('question')}
              />
              <Textarea
                label="Description"
                autosize
                minRows={1}
                value={q.description}
                onChange={(e) => set({ description: e.currentTarget.value })}
                {...check.field('description')}
              />
              <Checkbox
                label="Question has image"
                checked={q.hasImage}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  // Unchecking resets the picture (docs/product/creatives-assets-signage.md §4).
                  if (!on) onPictures({ ...pictures, question: undefined });
                  set({ hasImage: on });
                }}
              />
              {q.hasImage && (
                <PictureInput
                  label="Question picture"
                  file={pictures.question}
                  stored={q.id ? questionImagePath(q.id) : null}
                  onFile={(file) => onPictures({ ...pictures, question: file })}
                />
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="properties">
            <Stack gap="xs">
              <Radio.Group label="Difficulty" value={q.difficulty} onChange={(v) => set({ difficulty: v as Difficulty })}>
                <Group gap="sm" mt={4}>
                  {DIFFICULTIES.map((d) => (
                    <Radio key={d} value={d} label={d} />
                  ))}
                </Group>
              </Radio.Group>
              <Radio.Group label="Answer type" value={q.answerType} onChange={(v) => onChange(withAnswerType(q, v as AnswerType))}>
                <Stack gap={4} mt={4}>
                  {ANSWER_TYPES.map((a) => (
                    <Radio key={a} value={a} label={a} />
                  ))}
                </Stack>
              </Radio.Group>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="answers">
            <AnswersTab question={q} pictures={pictures} onPictures={onPictures} onChange={onChange} field={check.field} />
          </Tabs.Panel>
          <Tabs.Panel value="hints">
            <Stack gap="xs">
              {q.hints.map((h, i) => (
                <Group key={h.uid} wrap="nowrap" align="flex-end" gap="xs">
                  <NumberInput
                    label="Hint level"
                    aria-label={`Hint ${i + 1} level`}
                    w={100}
                    min={0}
                    allowDecimal={false}
                    value={h.hintLevel}
                    onChange={(v) => set({ hints: q.hints.map((x) => (x.uid === h.uid ? { ...x, hintLevel: Number(v) || 0 } : x)) })}
                  />
                  <TextInput
                    style={{ flex: 1 }}
                    label="Description"
                    aria-label={`Hint ${i + 1} description`}
                    value={h.description}
                    onChange={(e) => set({ hints: q.hints.map((x) => (x.uid === h.uid ? { ...x, description: e.currentTarget.value } : x)) })}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete hint ${i + 1}`}
                    onClick={() => set({ hints: q.hints.filter((x) => x.uid !== h.uid) })}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Group>
              ))}
              <Group>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => set({ hints: [...q.hints, { uid: newRowUid(), hintLevel: q.hints.length + 1, description: '', isActive: true }] })}
                >
                  Add hint
                </Button>
              </Group>
            </Stack>
          </Tabs.Panel>
        </Box>
      </Tabs>
      <Group justify="flex-end" mt="sm" gap="xs">
        {busy && <Spinner size="xs" />}
        <Button variant="default" size="xs" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <SubmitGate invalid={check.invalid} onTry={check.reveal}>
          <Button size="xs" onClick={onSave} disabled={busy || check.invalid}>
            Save question
          </Button>
        </SubmitGate>
      </Group>
    </Paper>
  );
}

/** A new answer type brings its own choices: fixed ones for True/False and Yes/No/Maybe, none for typed answers. */
function withAnswerType(q: Question, answerType: AnswerType): Question {
  const fixed = STANDARD_CHOICES[answerType];
  if (fixed) return { ...q, answerType, choices: fixed.map((c) => ({ ...c })), answers: [], choicesAreImages: false };
  if (isTypedAnswer(answerType)) return { ...q, answerType, choices: [], answers: [], choicesAreImages: false };
  const wasFixed = STANDARD_CHOICES[q.answerType] || isTypedAnswer(q.answerType);
  return { ...q, answerType, choices: wasFixed ? [] : q.choices, answers: wasFixed ? [] : q.answers };
}

function AnswersTab({
  question: q,
  pictures,
  onPictures,
  onChange,
  field,
}: Pick<QuestionFormProps, 'question' | 'pictures' | 'onPictures' | 'onChange'> & { field(name: string): { error?: string; onBlur(): void } }) {
  if (isTypedAnswer(q.answerType)) {
    return (
      <Stack gap="xs">
        <Text size="sm">{q.answerType}</Text>
        <Textarea
          label="Accepted answers (one per line)"
          autosize
          minRows={2}
          value={q.acceptedAnswers.join('\n')}
          onChange={(e) => onChange({ ...q, acceptedAnswers: e.currentTarget.value.split('\n') })}
        />
      </Stack>
    );
  }
  const fixed = Boolean(STANDARD_CHOICES[q.answerType]);
  const setChoice = (uid: string, patch: Partial<Question['choices'][number]>) =>
    onChange({ ...q, choices: q.choices.map((c) => (c.uid === uid ? { ...c, ...patch } : c)) });
  return (
    <Stack gap="xs">
      {!fixed && (
        <Group gap="xs">
          <Text size="sm">Choices:</Text>
          {[2, 3, 4].map((n) => (
            <Button key={n} size="compact-xs" variant="light" onClick={() => onChange(addChoicesTo(q, n))}>
              {n} choices
            </Button>
          ))}
          <Checkbox
            label="Choices are images"
            checked={q.choicesAreImages}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              // Unchecking drops the choices' pictures (docs/product/creatives-assets-signage.md §4).
              if (!on) onPictures({ ...pictures, choices: {} });
              onChange(setChoicesAreImages(q, on));
            }}
          />
        </Group>
      )}
      {q.choices.map((c, i) => (
        <Paper key={c.uid} withBorder p={6} role="group" aria-label={`Choice ${i + 1}`}>
          <Group wrap="nowrap" align="flex-end" gap="xs">
            <Checkbox
              aria-label={`Choice ${i + 1} is an answer`}
              label={fixed ? c.name : undefined}
              checked={q.answers.includes(c.uid)}
              onChange={(e) => onChange(markAnswer(q, c.uid, e.currentTarget.checked))}
            />
            {!fixed && (
              <>
                <TextInput
                  size="xs"
                  style={{ flex: 1 }}
                  label={`Choice ${i + 1}`}
                  value={c.name}
                  onChange={(e) => setChoice(c.uid, { name: e.currentTarget.value })}
                  {...field(`choice.${c.uid}`)}
                />
                <TextInput
                  size="xs"
                  style={{ flex: 1 }}
                  label="Description"
                  aria-label={`Choice ${i + 1} description`}
                  value={c.description}
                  onChange={(e) => setChoice(c.uid, { description: e.currentTarget.value })}
                />
                <ActionIcon variant="subtle" color="red" aria-label={`Delete choice ${i + 1}`} onClick={() => onChange(removeChoice(q, c.uid))}>
                  <IconTrash size={14} />
                </ActionIcon>
              </>
            )}
          </Group>
          {q.choicesAreImages && (
            <PictureInput
              label={`Picture for choice ${i + 1}`}
              file={pictures.choices?.[c.uid]}
              stored={q.id && c.hasImage ? choiceImagePath(q.id, c.uid) : null}
              onFile={(file) => onPictures({ ...pictures, choices: { ...pictures.choices, [c.uid]: file } })}
            />
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** A picture chosen for upload after the save, or the stored one. */
function PictureInput({ label, file, stored, onFile }: { label: string; file?: File; stored: string | null; onFile(file: File): void }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    const show = (blob: Blob) => {
      if (!live) return;
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    };
    if (file) show(file);
    else if (stored)
      api
        .getBlob(stored)
        .then(show)
        .catch(() => live && setUrl(null));
    else setUrl(null);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file, stored]);
  return (
    <Group gap="xs" mt={4}>
      {url && <Image src={url} alt={label} w={64} h={64} fit="contain" data-testid="picture-preview" />}
      <input
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        aria-label={label}
        onChange={(e) => e.currentTarget.files?.[0] && onFile(e.currentTarget.files[0])}
      />
    </Group>
  );
}
