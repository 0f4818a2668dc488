import type { PrivilegeLevel } from '../../../../../domain/access';
import { QuestionnaireSection } from './questionnaire-section';
import { TopicsSection } from './topics-section';
import { TutorsSection } from './tutors-section';

export interface LearningSectionProps {
  creativeId: string;
  privilege: PrivilegeLevel;
  /** False on another workspace's creative: read-only. */
  editable: boolean;
}

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
