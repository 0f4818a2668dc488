import type { ReactNode } from 'react';
import { Privilege } from '../../../domain/access';
import { mayEditSection, pageSections, type SectionTable } from '../../../domain/sections/table';
import { FormTried } from '../../lib/form-check';
import { Section } from '../section';
import { AfterFirstPaint } from '../after-first-paint';
import type { RecordContext } from './record-page';
import type { RecordEditor } from './use-record-editor';

interface RecordSectionProps {
  /** The section's name in the area's table: its title, edit role and fields come from there. */
  name: string;
  table: SectionTable;
  page: RecordContext<unknown>;
  /** The form's editor: a section that saves fields gets the pencil, Save, Cancel and Refresh. */
  editor?: Pick<RecordEditor<{ id: string }, object>, 'busy' | 'saved' | 'saveSection' | 'cancel' | 'reload' | 'imageSection' | 'invalidIn' | 'tried'>;
  columns?: number;
  /** Open at first; a read-only record's sections start folded. */
  defaultExpanded?: boolean;
  children(editing: boolean): ReactNode;
}

/**
 * One section of a record page as its area's table defines it. A section that saves fields or images is edited in
 * place (NEW on a create page, EDIT otherwise); one without fields is a view (LIVE: QR codes, key fields,
 * a dashboard).
 */
export function RecordSection({ name, table, page, editor, columns, defaultExpanded = !page.readOnly, children }: RecordSectionProps) {
  const row = table[name];
  // A section saves fields, or the editor's images alone (an event's brochure).
  const saves = Boolean(editor) && row.editRole !== null && (row.fields.length > 0 || editor?.imageSection === name);
  if (!saves || !editor) {
    return (
      <Section title={row.title} mode="LIVE" privilege={page.privilege} editable={false} columns={columns} defaultExpanded={defaultExpanded}>
        {children}
      </Section>
    );
  }
  return (
    <Section
      title={row.title}
      mode={page.mode}
      privilege={page.privilege}
      editorRole={row.editRole ?? Privilege.OWNER}
      editable={!page.readOnly}
      defaultExpanded={defaultExpanded}
      busy={editor.busy}
      invalid={editor.invalidIn(name)}
      columns={columns}
      onCancel={() => editor.cancel(name)}
      onSave={() => editor.saveSection(name)}
      onRefresh={editor.saved ? () => void editor.reload(name) : undefined}
    >
      {children}
    </Section>
  );
}

/** Whether the caller may act in a section of the page (anchors, schedules, QR downloads, a secret's rotation). */
export const mayEdit = (table: SectionTable, name: string, page: RecordContext<unknown>) => mayEditSection(table, name, page.privilege, page.readOnly);

/** How one section of a page is drawn; null (or absent) leaves it out for now (it needs the stored record). */
export type SectionBody =
  | { body(editing: boolean): ReactNode; columns?: number; defaultExpanded?: boolean }
  /** Drawn whole by the area (anchors and schedules have frames of their own). */
  | { own: ReactNode };

interface RecordSectionsProps {
  table: SectionTable;
  page: RecordContext<unknown>;
  editor?: RecordSectionProps['editor'];
  /** Each section's body by name; the order, titles and roles are the table's. */
  sections: Partial<Record<string, SectionBody | null | false>>;
}

// The sections drawn with the page's first paint; the rest follow it, one a task.
const DRAWN_AT_ONCE = 2;

/**
 * A record page's sections in its table's order (docs/product/platform.md §2.7): on a create page only those that need
 * no stored record.
 */
export function RecordSections({ table, page, editor, sections }: RecordSectionsProps) {
  // A tried create or save shows every field's message, touched or not.
  return (
    <FormTried value={editor?.tried ?? false}>
      {pageSections(table, page.mode === 'NEW')
        .flatMap((name) => (sections[name] ? [{ name, s: sections[name] }] : []))
        .map(({ name, s }, i) => (
          <AfterFirstPaint key={name} now={i < DRAWN_AT_ONCE}>
            {'own' in s ? (
              s.own
            ) : (
              <RecordSection name={name} table={table} page={page} editor={editor} columns={s.columns} defaultExpanded={s.defaultExpanded}>
                {s.body}
              </RecordSection>
            )}
          </AfterFirstPaint>
        ))}
    </FormTried>
  );
}
