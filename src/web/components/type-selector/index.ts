export { itemTypesQuery, TypeSelector, type TypeSelectorChange } from './type-selector';
export { typeChoiceOf } from './type-choice-of';
export { typeFieldsOf, useTypeChange } from './use-type-change';
