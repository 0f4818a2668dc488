export { VisibilityFields, type VisibilityDraft } from './visibility-fields';
