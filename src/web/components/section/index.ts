export { Section, type SectionProps } from './section';
export { SectionGroup, useSectionGroup } from './section-group';
