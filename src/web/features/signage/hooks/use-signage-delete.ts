import { useQueryClient } from '@tanstack/react-query';
import { SIGNAGE_MESSAGES } from '../../../../domain/signage/messages';
import { confirmDelete } from '../../../components/confirm-delete';
import { signageKey, type SignageList } from '../../../components/signage/api';
import { describeError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';

const DELETED = { media: SIGNAGE_MESSAGES.mediaDeleted, playlist: SIGNAGE_MESSAGES.playlistDeleted, display: SIGNAGE_MESSAGES.displayDeleted };

interface SignageDelete {
  what: keyof typeof DELETED;
  item: { id: string; name: string };
  remove(id: string): Promise<unknown>;
  /** The lists the delete changes, read again after it (a display's playlist counts its displays). */
  changed: SignageList[];
}

/**
 * A delete on the signage page, behind the product's confirmation; a refusal (409: the playlists that play a media
 * item, the displays that play a playlist) shows the server's message; a success reads again only what changed.
 */
export function useSignageDelete(aggregateId: string) {
  const queryClient = useQueryClient();
  return ({ what, item, remove, changed }: SignageDelete) =>
    confirmDelete({
      title: `Delete ${what}`,
      text: SIGNAGE_MESSAGES.confirmDelete(what, item.name),
      onConfirm: () =>
        void (async () => {
          try {
            await remove(item.id);
            notify.success(DELETED[what]);
            await Promise.all(changed.map((part) => queryClient.invalidateQueries({ queryKey: signageKey(aggregateId, part) })));
          } catch (e) {
            notify.error(describeError(e));
          }
        })(),
    });
}
