import { z } from 'zod';

/**
 * The token endpoint's answer (sign-in and refresh) as the console reads it: only the access token is
 * relied on; the rest is used when present (this server sends every field).
 */
export const TokenResponse = z.object({
  access_token: z.string(),
  id_token: z.string().optional(),
  refresh_token: z.string().optional(),
  scope: z.string().optional(),
  token_type: z.string().optional(),
  expires_in: z.number().optional(),
  refresh_expires_in: z.number().optional(),
  /** The tenant requires two-factor sign-in the user has not set up: the tokens open enrolment only. */
  mfa_enrolment_required: z.boolean().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** `GET /iam/oidc/userinfo`: the signed-in user's identity claims. */
export const UserInfo = z.object({
  sub: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  name: z.string(),
  preferred_username: z.string(),
  email: z.string().optional(),
  /** The tenant key. */
  tenant: z.string(),
});
export type UserInfo = z.infer<typeof UserInfo>;
