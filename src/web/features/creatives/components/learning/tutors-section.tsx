import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { Textarea } from '../../../../components/inputs';
import { LEARNING_SECTION_TITLES, LEARNING_EDIT_ROLE } from '../../../../../domain/learning/values';
import { CardSection } from '../../../../components/card-section';
import { learningKeys, tutorsApi } from '../../api/learning';
import { blankTutor, tutorProblems, type Tutor } from '../../model/learning';
import { RowsEditor } from './rows-editor';
import type { LearningSectionProps } from './section-props';

/**
 * Content Tutors (docs/product/creatives-assets-signage.md §2.6): cards with name and short profile; a form with
 * repeatable qualifications and experience.
 */
export function TutorsSection({ creativeId, privilege, editable }: LearningSectionProps) {
  const queryClient = useQueryClient();
  const key = learningKeys.tutors(creativeId);
  const rows = useQuery({ queryKey: key, queryFn: () => tutorsApi.list(creativeId) });
  return (
    <CardSection<Tutor>
      title={LEARNING_SECTION_TITLES.tutor}
      privilege={privilege}
      editorRole={LEARNING_EDIT_ROLE}
      editable={editable}
      rows={rows.data}
      keyOf={(t) => t.id ?? ''}
      addLabel="Add Tutor"
      blank={blankTutor}
      nameOf={(t) => t.name || 'New tutor'}
      read={(t) => (
        <Stack gap={2}>
          <Text fw={600}>{t.name}</Text>
          <Text size="sm" c="dimmed" lineClamp={3}>
            {t.shortProfile}
          </Text>
        </Stack>
      )}
      form={(t, change, field) => (
        <Stack gap="xs">
          <TextInput label="Name" required value={t.name} onChange={(e) => change({ ...t, name: e.currentTarget.value })} {...field('name')} />
          <Textarea label="Short profile" autosize minRows={2} value={t.shortProfile} onChange={(e) => change({ ...t, shortProfile: e.currentTarget.value })} />
          <RowsEditor
            label="Educational Qualifications"
            rows={t.eduQualification}
            fields={[
              ['institution', 'Institution'],
              ['degree', 'Degree'],
            ]}
            onChange={(eduQualification) => change({ ...t, eduQualification })}
          />
          <RowsEditor
            label="Work Experience"
            rows={t.workExperience}
            fields={[
              ['organization', 'Organization'],
              ['designation', 'Designation'],
            ]}
            onChange={(workExperience) => change({ ...t, workExperience })}
          />
          <Checkbox label="Enabled" checked={t.enabled} onChange={(e) => change({ ...t, enabled: e.currentTarget.checked })} />
        </Stack>
      )}
      problems={tutorProblems}
      save={(t, isNew) => (isNew ? tutorsApi.create(creativeId, t) : tutorsApi.update(t.id!, t))}
      savedMessage="Tutor saved"
      remove={async (t) => void (await tutorsApi.remove(t.id!))}
      deleteConfirm={{ title: 'Delete tutor', text: `Are you sure to delete this tutor?`, declinedAlert: null }}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: key })}
    />
  );
}
