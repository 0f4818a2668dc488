/** Messages of spec §8 for the workspace screen. */
export const SAVE_MESSAGES = {
  progress: 'Please wait, updating your aggregate.',
  saved: 'Aggregate saved.',
  noChanges: 'No changes to save',
  geocodeFailed: 'No reply from location service. Did you hit the limits?',
} as const;
