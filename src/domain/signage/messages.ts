/**
 * The signage messages (docs/product/creatives-assets-signage.md §2.13, §8), and ours where it is silent
 * (docs/decisions/0102-signage-model-and-roles.md).
 */
export const SIGNAGE_MESSAGES = {
  selectFile: 'Please select a file.',
  mediaUploaded: 'Media uploaded successfully.',
  mediaFailed: 'Media failed to upload.',
  playlistUploaded: 'Playlist uploaded successfully.',
  playlistFailed: 'Playlist failed to upload.',
  displayUploaded: 'Display uploaded successfully.',
  displayFailed: 'Display failed to upload.',
  attachCampaign: 'Please attach a campaign & then push campaign to display',
  // Ours.
  nameRequired: 'Name is required',
  startAtRequired: 'Start (startAt) is required',
  expiryAtRequired: 'Expiry (expiryAt) is required',
  expiryAfterStart: 'Expiry must be after start',
  epochMs: 'must be a time in epoch milliseconds',
  mediaRequired: 'Media is required',
  overrideMessageRequired: 'The message is required',
  durationRequired: 'Duration is required',
  playOrderRequired: 'Play order is required',
  genTokenRequired: 'Device ID is required',
  playlistRequired: 'Playlist is required',
  assetRequired: 'Asset is required',
  orientation: 'Orientation must be 0 (Landscape), 1 (Portrait) or 2 (Portrait Reverse)',
  tooLarge: (limit: string) => `The file is larger than ${limit}.`,
  spoofedType: 'The file is not what its name or type says it is.',
  unknownMedia: 'A chosen media item does not exist in this workspace',
  unknownRow: 'A changed or removed row is not in this playlist',
  duplicateRow: 'A row is named twice in one change',
  unknownPlaylist: 'The chosen playlist does not exist in this workspace',
  unknownAsset: 'The chosen asset does not exist in this workspace',
  tokenTaken: 'This device ID is already used by another display',
  mediaInOverride: 'This media is the emergency override of its workspace. Clear the override first.',
  displaySaved: 'Display saved successfully.',
  mediaDeleted: 'Media deleted.',
  playlistDeleted: 'Playlist deleted.',
  displayDeleted: 'Display deleted.',
  confirmDelete: (what: 'media' | 'playlist' | 'display', name: string) => `Are you sure to delete the ${what} '${name}'?`,
  mediaInUse: (playlists: string[]) =>
    `This media is in the playlist${playlists.length === 1 ? '' : 's'} ${playlists.map((p) => `'${p}'`).join(', ')}. Remove it from ${playlists.length === 1 ? 'that playlist' : 'those playlists'} first.`,
} as const;
