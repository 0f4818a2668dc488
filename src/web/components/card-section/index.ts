export { CardSection, type CardDeleteConfirm, type CardField, type CardSectionProps } from './card-section';
export * from './card-state';
