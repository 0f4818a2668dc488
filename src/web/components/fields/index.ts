export { AreaField, CheckField, NumberField, SelectField, TextField } from './fields';
export { ReadValue } from './read-value';
export { KeyFields } from './key-fields';
