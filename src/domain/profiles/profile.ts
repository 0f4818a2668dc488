import { z } from 'zod';

export const PROFILE_NAME_REQUIRED = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  displayName: 'Display name is required',
} as const;

const requiredName = (message: string) => z.string().trim().min(1, message).max(100);

/** docs/product/platform.md §5: first, last and display names are required; the middle name is optional. */
export const PersonName = z.object({
  firstName: requiredName(PROFILE_NAME_REQUIRED.firstName),
  middleName: z.string().trim().max(100).optional(),
  lastName: requiredName(PROFILE_NAME_REQUIRED.lastName),
  displayName: requiredName(PROFILE_NAME_REQUIRED.displayName),
});

export const PHONE_PATTERN = /^\+?[0-9]{4,20}$/;
export const Phone = z.string().regex(PHONE_PATTERN, 'Phone numbers are 4 to 20 digits, optionally after +');

export const ContactList = z.object({
  default: z.string().max(200).optional(),
  verified: z.array(z.string().max(200)).max(20).optional(),
  unverified: z.array(z.string().max(200)).max(20).optional(),
});

const ProfileFields = {
  name: PersonName,
  emails: ContactList.optional(),
  phones: ContactList.extend({ default: Phone.optional() }).optional(),
  avatar: z.string().max(500).nullable().optional(),
  identity: z.string().max(200).nullable().optional(),
  enabled: z.boolean().optional(),
  blocked: z.boolean().optional(),
};

/** Body of POST /profiles: `key` is the identity's subject. Unknown fields are dropped. */
export const ProfileInput = z.object({ key: z.string().min(1).max(100), ...ProfileFields });
/** Body of PUT /profiles/{id}: the changed fields (plus id, which must match the path). */
export const ProfilePatch = z.object({ id: z.string().max(100).optional(), ...ProfileFields }).partial();

export type ProfileInput = z.infer<typeof ProfileInput>;
export type ProfilePatch = z.infer<typeof ProfilePatch>;
export interface Profile {
  id: string;
  key: string;
  name: { firstName: string; middleName?: string; lastName: string; displayName: string };
  emails: z.infer<typeof ContactList>;
  phones: z.infer<typeof ContactList>;
  avatar: string | null;
  identity: string | null;
  enabled: boolean;
  blocked: boolean;
  createdOn: string;
  updatedOn: string;
}
