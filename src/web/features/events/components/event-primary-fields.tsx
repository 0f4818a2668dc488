import { EVENT_BUTTON_TEXT_MAX } from '../../../../domain/events/event';
import { AreaField, CheckField, NumberField, TextField } from '../../../components/fields';
import { TagsEditor } from '../../../components/tags-editor';
import { TypeSelector, type TypeSelectorChange, typeChoiceOf } from '../../../components/type-selector';
import type { FormErrors } from '../../../lib/record/draft';
import type { EventDraft } from '../model/draft';
import { EVENT_LABELS as LABELS } from '../model/labels';

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

type TextName = 'code' | 'name' | 'email' | 'instrumentButtonText' | 'phone';

/**
 * Primary details of an event (spec 02 §2.6): type, code, name, Terms & Conditions (the
 * description), maximum tickets per slot, email, event button content, phone, tags.
 */
export function EventPrimaryFields(props: EventPrimaryFieldsProps) {
  const { draft, onChange, editing, creating, errors } = props;
  const text = (field: TextName, extra: object = {}) => (
    <TextField label={LABELS[field]} editing={editing} value={draft[field]} error={errors[field]} onChange={(v) => onChange({ [field]: v })} {...extra} />
  );
  const selector = <TypeSelector family="event" creating={creating} editing={editing} value={typeChoiceOf(draft)} onChange={props.onTypeChange} />;
  if (props.typeOnly) return selector;
  return (
    <>
      {selector}
      <CheckField label={LABELS.enabled} toggle editing={editing} checked={draft.enabled} onChange={(enabled) => onChange({ enabled })} />
      {text('code', { placeholder: creating ? 'Generated on save' : undefined, required: !creating })}
      {text('name', { required: true })}
      <NumberField
        label={LABELS.maxTicketsPerSlot}
        min={1}
        allowDecimal={false}
        editing={editing}
        value={draft.maxTicketsPerSlot}
        error={errors.maxTicketsPerSlot}
        onChange={(maxTicketsPerSlot) => onChange({ maxTicketsPerSlot: maxTicketsPerSlot || 0 })}
      />
      <AreaField
        label={LABELS.description}
        editing={editing}
        value={draft.description}
        minRows={3}
        error={errors.description}
        onChange={(description) => onChange({ description })}
        style={{ gridColumn: '1 / -1' }}
      />
      {text('email', { type: 'email' })}
      {text('instrumentButtonText', {
        description: `${draft.instrumentButtonText.length}/${EVENT_BUTTON_TEXT_MAX}`,
        maxLength: EVENT_BUTTON_TEXT_MAX,
        inputWrapperOrder: ['label', 'input', 'description', 'error'],
      })}
      {text('phone', { type: 'tel' })}
      <TagsEditor label={LABELS.tags} value={draft.tags} editing={editing} onChange={(tags) => onChange({ tags })} />
    </>
  );
}
