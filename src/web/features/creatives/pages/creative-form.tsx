import { CREATIVE_SECTIONS } from '../../../../domain/creatives/sections';
import type { Creative } from '../../../../domain/creatives/types';
import { imagePath } from '../../../../domain/images/upload-status';
import { boundFields } from '../../../components/fields';
import { ImageUpload } from '../../../components/image-upload';
import { CreateActions } from '../../../components/record/create-actions';
import { mayEdit, RecordSections } from '../../../components/record/record-section';
import { useRecordEditor } from '../../../components/record/use-record-editor';
import { useRecordFrame } from '../../../components/record/record-frame';
import { lazyChecks } from '../../../lib/record/form-checks';
import type { RecordContext } from '../../../components/record/record-page';
import { creatives } from '../api/creatives';
import { draftOf, type CreativeDraft } from '../model/draft';
import { SAVE_MESSAGES } from '../model/rules';
import { lazyComponent } from '../../../lib/lazy-component';

// The server's schema, from a chunk of its own (zod stays out of the page's first load); one for every form of the
// page, so the checks once come are at hand as the user types.
const FORM_CHECKS = lazyChecks(() => import('../model/form-checks'));

// A stored creative's cards and learning content render below its primary section, from a chunk of their own: their
// editors, the parts' schemas and zod come after the page has painted (docs/performance.md "First load").
const CreativeParts = lazyComponent('CreativeParts', () => import('../components/creative-parts').then((m) => m.CreativeParts));

const LABELS = { code: 'Code', name: 'Name' };

interface CreativeFormProps {
  page: RecordContext<Creative>;
  aggregateId: string;
  listPath: string;
}

/**
 * The creative page's primary section (docs/product/creatives-assets-signage.md §2.2): banner (16:9), Code and Name. A
 * new creative is edited from the start and has a Save button; it then closes to the list.
 */
export function CreativeForm({ page, aggregateId, listPath }: CreativeFormProps) {
  const frame = useRecordFrame();
  const editor = useRecordEditor<Creative, CreativeDraft>({
    api: creatives.in(aggregateId),
    sections: CREATIVE_SECTIONS,
    initial: page.record,
    draftOf,
    formErrors: FORM_CHECKS,
    labels: LABELS,
    // Sent trimmed, as the checks read them.
    createBody: (d) => ({ code: d.code.trim(), name: d.name.trim() }),
    messages: SAVE_MESSAGES,
    // docs/product/creatives-assets-signage.md §7: a creative's banner is its `img`.
    images: { section: 'primary', slots: ['img'], path: (id) => imagePath('creative', id, 'img') },
  });

  async function create() {
    if (await editor.create()) frame.leave(listPath);
  }

  return (
    <>
      <RecordSections
        table={CREATIVE_SECTIONS}
        page={page}
        editor={editor}
        sections={{
          primary: {
            body: (editing) => {
              const field = boundFields({ draft: editor.draft, onChange: editor.change, editing, errors: editor.errors, labels: LABELS });
              return (
                <>
                  <ImageUpload label="Banner" purpose="banner" editing={editing} {...editor.imageOf('img')} />
                  <div />
                  {field.text('code', { required: true })}
                  {field.text('name', { required: true })}
                </>
              );
            },
          },
        }}
      />
      {page.record && <CreativeParts creative={page.record} privilege={page.privilege} editable={!page.readOnly} />}
      {editor.creating && (
        <CreateActions busy={editor.busy} disabled={editor.invalid || !mayEdit(CREATIVE_SECTIONS, 'primary', page)} onTry={editor.reveal} onCreate={create} />
      )}
    </>
  );
}
