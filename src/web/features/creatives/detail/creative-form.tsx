import { TextInput } from '@mantine/core';
import type { PrivilegeLevel } from '../../../../domain/access';
import { CREATIVE_SECTIONS } from '../../../../domain/creatives/sections';
import { mayEditSection } from '../../../../domain/sections/table';
import type { Creative } from '../../../../domain/creatives/types';
import { ImageUpload } from '../../../components/image-upload';
import { Section } from '../../../components/section';
import { CreateActions } from '../../../components/record';
import { creativeImagePath } from '../api/creative-calls';
import { useCreativeEditor } from './use-creative-editor';

interface CreativeFormProps {
  aggregateId: string;
  initial?: Creative;
  privilege: PrivilegeLevel;
  /** Another workspace's creative whose resource differs: read-only (spec 03 §4). */
  foreign: boolean;
  onCreated(creative: Creative): void;
}

/**
 * The creative page's primary section (spec 03 §2.2): banner (16:9), Code and Name. A new creative
 * is edited from the start and has a Save button; an existing one is read-only until Edit.
 */
export function CreativeForm({ aggregateId, initial, privilege, foreign, onCreated }: CreativeFormProps) {
  const creating = !initial;
  const editor = useCreativeEditor(aggregateId, initial);
  const { draft, errors, busy } = editor;
  return (
    <>
      <Section
        title="Primary details"
        mode={creating ? 'NEW' : 'EDIT'}
        privilege={privilege}
        editorRole={CREATIVE_SECTIONS.primary.editRole ?? undefined}
        editable={!foreign}
        values={draft}
        onRestore={editor.restore}
        onSave={editor.save}
        onRefresh={editor.saved ? () => void editor.reload() : undefined}
        busy={busy}
      >
        {(editing) => (
          <>
            <ImageUpload
              label="Banner"
              purpose="banner"
              source={creativeImagePath(editor.saved?.id ?? 'new')}
              editing={editing}
              slot={editor.banner}
              onSlotChange={editor.setBanner}
            />
            <div />
            <TextInput
              label="Code"
              required
              value={draft.code}
              readOnly={!editing}
              error={errors.code}
              onChange={(e) => editor.setDraft({ ...draft, code: e.currentTarget.value })}
            />
            <TextInput
              label="Name"
              required
              value={draft.name}
              readOnly={!editing}
              error={errors.name}
              onChange={(e) => editor.setDraft({ ...draft, name: e.currentTarget.value })}
            />
          </>
        )}
      </Section>
      {creating && (
        <CreateActions
          busy={busy}
          disabled={!mayEditSection(CREATIVE_SECTIONS, 'primary', privilege)}
          onCreate={async () => {
            const creative = await editor.create();
            if (creative) onCreated(creative);
          }}
        />
      )}
    </>
  );
}
