export { itemTypesQuery, TypeSelector, type TypeSelectorChange } from './type-selector';
