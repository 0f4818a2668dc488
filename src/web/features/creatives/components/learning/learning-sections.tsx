import { QuestionnaireSection } from './questionnaire-section';
import { TopicsSection } from './topics-section';
import { TutorsSection } from './tutors-section';
import type { LearningSectionProps } from './section-props';

/**
 * The creative page's learning content in edit mode (docs/product/creatives-assets-signage.md §2.2): Content Tutors,
 * Content Topics and Questionnaire.
 */
export function LearningSections(props: LearningSectionProps) {
  return (
    <>
      <TutorsSection {...props} />
      <TopicsSection {...props} />
      <QuestionnaireSection {...props} />
    </>
  );
}
