import type { PrivilegeLevel } from '../../../../../domain/access';
import { PART_MESSAGES, type Gratification, type ImageAsset, type MediaPart, type PartField } from '../../../../../domain/creatives/parts';
import { CREATIVE_EDIT_ROLE, CREATIVE_SECTIONS } from '../../../../../domain/creatives/sections';
import type { Creative } from '../../../../../domain/creatives/types';
import type { RouteCard } from '../../../../../domain/mobility/route';
import type { CardSectionProps } from '../../../../components/card-section';
import { deleteCard } from '../../api/cards';

export interface CardSectionsProps {
  creative: Creative;
  privilege: PrivilegeLevel;
  /** False on another workspace's creative: read-only. */
  editable: boolean;
}

type Card = MediaPart | ImageAsset | Gratification | RouteCard;

type Common<T> = Pick<CardSectionProps<T>, 'title' | 'privilege' | 'editorRole' | 'editable' | 'rows' | 'keyOf' | 'remove' | 'deleteConfirm'>;

/**
 * The common wiring of one card section of the creative: its rows, save, delete and its confirmation
 * (docs/product/creatives-assets-signage.md §2.4).
 */
export function cardSection<T extends Card>(props: CardSectionsProps, section: PartField): Common<T> {
  const { creative } = props;
  return {
    title: CREATIVE_SECTIONS[section].title,
    privilege: props.privilege,
    editorRole: CREATIVE_EDIT_ROLE,
    editable: props.editable,
    rows: creative[section] as unknown as T[] | undefined,
    keyOf: (c) => c.id,
    remove: (c) => deleteCard(creative.id, section, c.id).then(() => undefined),
    // docs/product/creatives-assets-signage.md §5, §8 and docs/product/platform.md §5: the question, and 'coward' when
    // declined.
    deleteConfirm: { title: 'Delete', text: PART_MESSAGES.deleteConfirm },
  };
}
