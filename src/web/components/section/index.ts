export { Section, useFieldProblem, type SectionProps } from './section';
export { SectionGroup, useSectionGroup } from './section-group';
