import { z } from 'zod';
import { Privilege, type PrivilegeLevel } from '../access/levels.js';
import { patchOf, Text } from '../media-items/item.js';
import { roleForFields } from '../media-items/sections.js';

/** Spec 03 §3: the primary fields this issue writes; the sub-editors' lists come with the creatives issue. */
const CreativeFields = {
  code: Text(32),
  name: Text(100),
};

/** POST body: code and name are required, checked by the service with CREATIVE_MESSAGES. */
export const CreativeInput = z.object(CreativeFields).partial();
export const CreativePatch = patchOf(CreativeFields);
export type CreativeInput = z.infer<typeof CreativeInput>;
export type CreativePatch = z.infer<typeof CreativePatch>;

export const CREATIVE_FIELD_GROUPS: Record<string, 'primary'> = { code: 'primary', name: 'primary' };

/** Spec 03 §6: a creative's primary group is ADMIN's; VIEWER reads. */
export const CREATIVE_GROUP_ROLES: Record<'primary', PrivilegeLevel> = { primary: Privilege.ADMIN };

export const roleForCreativeChange = (fields: Iterable<string>) => roleForFields(CREATIVE_FIELD_GROUPS, CREATIVE_GROUP_ROLES, fields);
