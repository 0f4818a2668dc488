/** What transactions answer of an instrument (docs/api.md "Transactions"); loyalty's reward takes answer it too. */
import { z } from 'zod';
import { named } from '../../answers.js';
import { Instant } from '../common-answers.js';

/** An instrument as a transaction leaves it (the database builds it: repo.ts instrumentJson). */
export const InstrumentState = named(
  'InstrumentState',
  z.object({
    code: z.string(),
    serial: z.string(),
    seat: z.string().nullable(),
    status: z.string(),
    uses: z.number().int(),
    usesLeft: z.number().int(),
    profile_id: z.string().nullable(),
    salesAmount: z.number().nullable(),
    discount: z.number().nullable(),
    acquiredDate: Instant.nullable(),
    statusChangedDate: Instant.nullable(),
  }),
);
