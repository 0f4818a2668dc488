import { z } from 'zod';
import { Id } from '../media-items/item.js';
import { changesOf, OptionalDate, RowText, rowUid, UniqueRows, Words } from './rows.js';
import { LEARNING_LIMITS, LEARNING_MESSAGES } from './values.js';

/**
 * docs/product/creatives-assets-signage.md §3 Qualification: the form edits institution and degree; the rest is kept as
 * sent.
 */
export const Qualification = z.object({
  uid: rowUid(),
  institution: RowText(LEARNING_LIMITS.name),
  degree: RowText(LEARNING_LIMITS.name),
  yearPassed: RowText(10),
  isActive: z.boolean().default(true),
});
/** docs/product/creatives-assets-signage.md §3 Experience: the form edits organization and designation. */
export const Experience = z.object({
  uid: rowUid(),
  organization: RowText(LEARNING_LIMITS.name),
  designation: RowText(LEARNING_LIMITS.name),
  address: RowText(500),
  fromDate: OptionalDate.optional(),
  toDate: OptionalDate.optional(),
  isActive: z.boolean().default(true),
});

const TutorFields = {
  code: Words(LEARNING_LIMITS.code),
  name: z.string({ error: LEARNING_MESSAGES.tutorNameRequired }).trim().min(1, LEARNING_MESSAGES.tutorNameRequired).max(LEARNING_LIMITS.name),
  shortProfile: Words(),
  eduQualification: UniqueRows(Qualification),
  workExperience: UniqueRows(Experience),
  enabled: z.boolean(),
  type: Words(100),
  subtype: Words(100),
  category: Words(100),
};

/**
 * What a new tutor holds unless its POST says otherwise (docs/product/creatives-assets-signage.md §3: enabled by
 * default).
 */
export const TUTOR_DEFAULTS = { code: '', shortProfile: '', eduQualification: [], workExperience: [], enabled: true, type: '', subtype: '', category: '' };

/** POST /api/1.0/tutors: the tutor and the creative it belongs to (linked in the same transaction); the name is required. */
export const TutorInput = changesOf(TutorFields).extend({ name: TutorFields.name, creative_id: Id });
export const TutorPatch = changesOf(TutorFields);
export type TutorInput = z.infer<typeof TutorInput>;
export type TutorPatch = z.infer<typeof TutorPatch>;
