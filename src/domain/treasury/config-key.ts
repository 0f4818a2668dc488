import { normaliseKey } from '../common/keys.js';
import { TREASURY_MESSAGES } from './types.js';

/** A treasury instrument's stored key: the one given or else the name, normalised as workspace keys are. */
export const tiConfigKeyOf = (key: string | null | undefined, name: string): string => normaliseKey((key ?? '').trim() || name.trim());

/** The key must hold a letter or a digit (the server refuses it otherwise; the form says so beside the key first). */
export const tiConfigKeyProblem = (key: string | null | undefined, name: string): string | null =>
  /[a-z0-9]/.test(tiConfigKeyOf(key, name)) ? null : TREASURY_MESSAGES.keyRequired;
