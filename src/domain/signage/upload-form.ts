import { MediaUploadFields, mediaKindOf } from './media.js';
import { SIGNAGE_MESSAGES } from './messages.js';

/** The 'New Media Upload' form's values before they are valid (times in epoch ms). */
export interface UploadForm {
  file: { name: string; size: number; type: string } | null;
  name: string;
  startAt: number | null;
  expiryAt: number | null;
  duration: number | '';
}

export type UploadProblems = Partial<Record<'file' | 'name' | 'startAt' | 'expiryAt' | 'duration', string>>;

const fieldsOf = (f: UploadForm) => ({
  name: f.name,
  startAt: f.startAt ?? undefined,
  expiryAt: f.expiryAt ?? undefined,
  duration: f.duration === '' ? undefined : f.duration,
});

/**
 * What keeps the form from being sent, per field: no file (or an empty one) is
 * docs/product/creatives-assets-signage.md §5's 'Please select a file.'; the other fields as the server checks them
 * (name, startAt and expiryAt required, expiry after start).
 */
export function uploadFormProblems(f: UploadForm): UploadProblems {
  const problems: UploadProblems = {};
  if (!f.file || f.file.size === 0) problems.file = SIGNAGE_MESSAGES.selectFile;
  const parsed = MediaUploadFields.safeParse(fieldsOf(f));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as keyof UploadProblems;
    problems[field] ??= issue.message;
  }
  return problems;
}

/**
 * The multipart fields besides the file (docs/product/creatives-assets-signage.md §7: name, expiryAt, type; and
 * startAt, duration); the type is the browser's, else the kind.
 */
export function uploadFieldsOf(f: UploadForm & { file: NonNullable<UploadForm['file']> }): Record<string, string> {
  const fields = MediaUploadFields.parse(fieldsOf(f));
  return {
    name: fields.name,
    startAt: String(fields.startAt),
    expiryAt: String(fields.expiryAt),
    duration: String(fields.duration),
    type: f.file.type || mediaKindOf(f.file.name),
  };
}

/** A name to start from: the file's, without its extension. */
export const nameOfFile = (fileName: string) => (fileName.split(/[\\/]/).pop() ?? '').replace(/\.[^.]+$/, '').slice(0, 100);
