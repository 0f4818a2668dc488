import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OtpInput, TwoFactorConfirmed, TwoFactorEnrolment, TwoFactorStatus } from '../../../domain/iam/two-factor.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
import * as service from './two-factor.js';

const CurrentPassword = z.string().min(1).max(1000).optional();
const Start = z.object({ currentPassword: CurrentPassword }).strict();
const Confirm = z.object({ code: OtpInput }).strict();
const Disable = z.object({ code: OtpInput, currentPassword: CurrentPassword }).strict();

/**
 * The caller's own two-factor sign-in (TOTP). Every route acts on the caller's account only; a token that opens
 * enrolment only (its tenant requires a second factor) may read and enrol (docs/decisions/0009-two-factor-sign-in.md).
 */
export async function twoFactorRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = { tags: ['users'] };
  const enrolment = { enrolment: true };

  r.get('/api/1.0/users/mfa', {
    schema: {
      ...tag,
      summary: "The caller's two-factor state: enrolled, recovery codes left, whether the tenant requires it",
      response: { 200: TwoFactorStatus },
    },
    config: enrolment,
    handler: (request) => service.twoFactorStatus(ctx, actorOf(request)),
  });
  r.post('/api/1.0/users/mfa', {
    schema: {
      ...tag,
      summary:
        'Starts enrolling an authenticator app: a new secret, its otpauth:// URI and QR code (shown this once). Needs currentPassword, ' +
        'or a password check (GET /users/iam) of this session within 5 minutes, else 403; 409 when already enrolled',
      body: Start,
      response: { 200: TwoFactorEnrolment },
    },
    config: enrolment,
    handler: (request) => service.startEnrolment(ctx, actorOf(request), request.body.currentPassword),
  });
  r.post('/api/1.0/users/mfa/confirm', {
    schema: {
      ...tag,
      summary: 'Confirms the started enrolment with a current code of the app; answers the ten single-use recovery codes, this once',
      body: Confirm,
      response: { 200: TwoFactorConfirmed },
    },
    config: enrolment,
    handler: (request) => service.confirm(ctx, actorOf(request), request.body.code),
  });
  r.post('/api/1.0/users/mfa/disable', {
    schema: {
      ...tag,
      summary: 'Turns two-factor sign-in off, given a current code (or a recovery code) and the password proven as for enrolling',
      body: Disable,
      response: { 200: z.object({ enrolled: z.literal(false) }) },
    },
    handler: (request) => service.disable(ctx, actorOf(request), request.body),
  });
}
