import { Privilege } from '../access/levels.js';

/**
 * Signage is part of a workspace's assets (docs/product/creatives-assets-signage.md §6: the asset's playlist and
 * display groups are EDITOR's, reading is VIEWER's). Uploading media builds playlists, so it is EDITOR's too; nothing
 * in signage is an asset's primary section.
 */
export const SIGNAGE_READ_ROLE = Privilege.VIEWER;
export const SIGNAGE_EDIT_ROLE = Privilege.EDITOR;
