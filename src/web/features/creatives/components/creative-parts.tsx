import type { PrivilegeLevel } from '../../../../domain/access';
import type { Creative } from '../../../../domain/creatives/types';
import { CreativeCardSections } from './cards/card-sections';
import { LearningSections } from './learning/learning-sections';

/** A stored creative's sections below its primary one: its cards, with the learning content in their order. */
export function CreativeParts({ creative, privilege, editable }: { creative: Creative; privilege: PrivilegeLevel; editable: boolean }) {
  return (
    <CreativeCardSections
      creative={creative}
      privilege={privilege}
      editable={editable}
      learning={<LearningSections creativeId={creative.id} privilege={privilege} editable={editable} />}
    />
  );
}
