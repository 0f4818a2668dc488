import type { PrivilegeLevel } from '../../../../../domain/access';

/** What each learning section of a creative's page is given. */
export interface LearningSectionProps {
  creativeId: string;
  privilege: PrivilegeLevel;
  /** False on another workspace's creative: read-only. */
  editable: boolean;
}
