import { NumberInput, Switch, Textarea, TextInput } from '@mantine/core';
import { TagsEditor } from '../../../components/tags-editor';
import { TypeSelector, type TypeSelectorChange, typeChoiceOf } from '../../../components/type-selector';
import { EVENT_BUTTON_TEXT_MAX } from '../../../../domain/events/event';
import type { EventDraft, EventErrors } from '../model/draft';

interface EventPrimaryFieldsProps {
  draft: EventDraft;
  onChange(patch: Partial<EventDraft>): void;
  editing: boolean;
  creating: boolean;
  /** A new event before its type is chosen: only the type selector shows. */
  typeOnly: boolean;
  errors: EventErrors;
  onTypeChange(change: TypeSelectorChange): void;
}

/**
 * Primary details of an event (spec 02 §2.6): type, code, name, Terms & Conditions (the
 * description), maximum tickets per slot, email, event button content, phone, tags.
 */
export function EventPrimaryFields(props: EventPrimaryFieldsProps) {
  const { draft, onChange, editing, creating, errors } = props;
  const ro = !editing;
  const text = (field: 'code' | 'name' | 'email' | 'instrumentButtonText' | 'phone', label: string, extra: object = {}) => (
    <TextInput
      label={label}
      value={draft[field]}
      readOnly={ro}
      error={errors[field]}
      onChange={(e) => onChange({ [field]: e.currentTarget.value })}
      {...extra}
    />
  );
  const selector = <TypeSelector family="event" creating={creating} editing={editing} value={typeChoiceOf(draft)} onChange={props.onTypeChange} />;
  if (props.typeOnly) return selector;
  return (
    <>
      {selector}
      <Switch label="Enabled" checked={draft.enabled} disabled={ro} mt="xl" onChange={(e) => onChange({ enabled: e.currentTarget.checked })} />
      {text('code', 'Code', { placeholder: creating ? 'Generated on save' : undefined, required: !creating })}
      {text('name', 'Name', { required: true })}
      <NumberInput
        label="Maximum tickets allowed for booking per slot"
        min={1}
        allowDecimal={false}
        value={draft.maxTicketsPerSlot}
        readOnly={ro}
        error={errors.maxTicketsPerSlot}
        onChange={(v) => onChange({ maxTicketsPerSlot: typeof v === 'number' ? v : Number(v) || 0 })}
      />
      <Textarea
        label="Terms & Conditions"
        value={draft.description}
        readOnly={ro}
        autosize
        minRows={3}
        error={errors.description}
        onChange={(e) => onChange({ description: e.currentTarget.value })}
        style={{ gridColumn: '1 / -1' }}
      />
      {text('email', 'eMail', { type: 'email' })}
      {text('instrumentButtonText', 'Event button content', {
        description: `${draft.instrumentButtonText.length}/${EVENT_BUTTON_TEXT_MAX}`,
        maxLength: EVENT_BUTTON_TEXT_MAX,
        inputWrapperOrder: ['label', 'input', 'description', 'error'],
      })}
      {text('phone', 'Phone', { type: 'tel' })}
      <TagsEditor label="Tags" value={draft.tags} editing={!ro} onChange={(tags) => onChange({ tags })} />
    </>
  );
}
