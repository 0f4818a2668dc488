import { AdjustmentInput } from '../../../../domain/wallets/ledger';

// Apart from ledger-view.ts: the adjustment form asks for this module (and the schemas) when it is sent, so the
// wallet's page loads no zod (docs/performance.md "First load").

export type AdjustmentCheck = { ok: true; value: AdjustmentInput } | { ok: false; problems: { points?: string; reason?: string } };

/** The adjustment form's fields checked by the domain's rules (the server's), with its messages per field. */
export function checkAdjustment(pointsTyped: string, reason: string): AdjustmentCheck {
  const trimmed = pointsTyped.trim().replace(/^−/, '-');
  const points = trimmed === '' ? undefined : Number(trimmed);
  const parsed = AdjustmentInput.safeParse({ points, reason });
  if (parsed.success) return { ok: true, value: parsed.data };
  const problems: { points?: string; reason?: string } = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'points' || field === 'reason') && !problems[field]) problems[field] = issue.message;
  }
  return { ok: false, problems };
}
