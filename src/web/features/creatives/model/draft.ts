import { CreativeInput } from '../../../../domain/creatives/creative';
import { CREATIVE_MESSAGES, type Creative } from '../../../../domain/creatives/types';

export interface CreativeDraft {
  code: string;
  name: string;
}

export const creativeDraftOf = (creative?: Partial<Creative>): CreativeDraft => ({ code: creative?.code ?? '', name: creative?.name ?? '' });

/** The primary fields that differ from the stored creative: the body of its PUT (without id). */
export function changedCreativeFields(saved: CreativeDraft, draft: CreativeDraft): Partial<CreativeDraft> {
  const out: Partial<CreativeDraft> = {};
  if (saved.code !== draft.code) out.code = draft.code;
  if (saved.name !== draft.name) out.name = draft.name;
  return out;
}

export type CreativeErrors = Partial<Record<keyof CreativeDraft, string>>;

/** Spec 03 §5: code and name are required; their lengths as the server's schema says. */
export function creativeErrors(draft: CreativeDraft): CreativeErrors {
  const errors: CreativeErrors = {};
  for (const issue of CreativeInput.safeParse(draft).error?.issues ?? []) {
    const field = issue.path[0] as keyof CreativeDraft;
    errors[field] ??= issue.message;
  }
  if (!draft.code.trim()) errors.code = CREATIVE_MESSAGES.codeRequired;
  if (!draft.name.trim()) errors.name = CREATIVE_MESSAGES.nameRequired;
  return errors;
}

/** Spec 03 §2.1: a tile counts the creative's uploaded images. */
export const imageCount = (creative: { assets?: readonly unknown[] | null }) => creative.assets?.length ?? 0;
export const imageCountText = (n: number) => (n === 1 ? '1 image' : `${n} images`);
