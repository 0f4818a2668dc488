import { describe, expect, it } from 'vitest';
import { boundFields } from './bound-fields';
import { CheckField, TextField } from './fields';

describe('bound fields', () => {
  it('take their label, value, error and change from the form by the field’s name', () => {
    const patches: object[] = [];
    const field = boundFields({
      draft: { name: 'Gala', enabled: true },
      onChange: (patch) => patches.push(patch),
      editing: true,
      errors: { name: 'Name is required' },
      labels: { name: 'Event name' },
    });
    const name = field.text('name', { required: true });
    expect(name.type).toBe(TextField);
    expect(name.key).toBe('name');
    expect(name.props).toMatchObject({ label: 'Event name', value: 'Gala', error: 'Name is required', editing: true, required: true });
    name.props.onChange('Gala Night');

    // A field the labels leave out is named from its name.
    const enabled = field.check('enabled', { toggle: true });
    expect(enabled.type).toBe(CheckField);
    expect(enabled.props).toMatchObject({ label: 'Enabled', checked: true, toggle: true });
    enabled.props.onChange(false);
    expect(patches).toEqual([{ name: 'Gala Night' }, { enabled: false }]);
  });
});
