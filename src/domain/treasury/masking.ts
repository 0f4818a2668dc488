/**
 * docs/product/campaigns-venues-events.md §9: profile ids are shown masked, only their last 5 characters, in lists and
 * exports alike.
 */
export const MASKED_PROFILE_VISIBLE = 5;

export const maskProfileId = (id: string | null | undefined): string =>
  !id ? '' : id.length <= MASKED_PROFILE_VISIBLE ? id : `${'*'.repeat(id.length - MASKED_PROFILE_VISIBLE)}${id.slice(-MASKED_PROFILE_VISIBLE)}`;
