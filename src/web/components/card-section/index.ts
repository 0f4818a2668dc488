export { CardSection, type CardDeleteConfirm, type CardSectionProps } from './card-section';
export * from './card-state';
