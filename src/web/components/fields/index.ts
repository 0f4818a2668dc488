export { AreaField, CheckField, ChoicesField, NumberField, SelectField, TextField } from './fields';
export { ReadValue } from './read-value';
export { KeyFields } from './key-fields';
export { boundFields } from './bound-fields';
