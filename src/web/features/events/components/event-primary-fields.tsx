import { EVENT_BUTTON_TEXT_MAX } from '../../../../domain/events/types';
import { boundFields } from '../../../components/fields';
import { TagsEditor } from '../../../components/tags-editor';
import { TypeSelector, type TypeSelectorChange, typeChoiceOf } from '../../../components/type-selector';
import type { FormErrors } from '../../../lib/record/draft';
import type { EventDraft } from '../model/draft';
import { EVENT_LABELS } from '../model/labels';

interface EventPrimaryFieldsProps {
  draft: EventDraft;
  onChange(patch: Partial<EventDraft>): void;
  editing: boolean;
  creating: boolean;
  /** A new event before its type is chosen: only the type selector shows. */
  typeOnly: boolean;
  errors: FormErrors<EventDraft>;
  onTypeChange(change: TypeSelectorChange): void;
}

/**
 * Primary details of an event (docs/product/campaigns-venues-events.md §2.6): type, code, name, Terms & Conditions (the
 * description), maximum tickets per slot, email, event button content, phone, tags.
 */
export function EventPrimaryFields(props: EventPrimaryFieldsProps) {
  const { draft, onChange, editing, creating } = props;
  const field = boundFields({ ...props, labels: EVENT_LABELS });
  const selector = <TypeSelector family="event" creating={creating} editing={editing} value={typeChoiceOf(draft)} onChange={props.onTypeChange} />;
  if (props.typeOnly) return selector;
  return (
    <>
      {selector}
      {field.check('enabled', { toggle: true })}
      {field.text('code', { placeholder: creating ? 'Generated on save' : undefined, required: !creating })}
      {field.text('name', { required: true })}
      {field.number('maxTicketsPerSlot', { min: 1, allowDecimal: false })}
      {field.area('description', { minRows: 3, style: { gridColumn: '1 / -1' } })}
      {field.text('email', { type: 'email' })}
      {field.text('instrumentButtonText', {
        description: `${draft.instrumentButtonText.length}/${EVENT_BUTTON_TEXT_MAX}`,
        maxLength: EVENT_BUTTON_TEXT_MAX,
        inputWrapperOrder: ['label', 'input', 'description', 'error'],
      })}
      {field.text('phone', { type: 'tel' })}
      <TagsEditor label={EVENT_LABELS.tags} value={draft.tags} editing={editing} onChange={(tags) => onChange({ tags })} />
    </>
  );
}
