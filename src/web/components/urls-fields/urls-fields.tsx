import { Text } from '@mantine/core';
import type { WebUrls } from '../../../domain/common/place';
import { URL_NAMES, webAddressProblem } from '../../../domain/common/place-parts';
import { TextField } from '../fields';
import { useFieldProblem } from '../section';

type UrlsDraft = { urls: WebUrls };

const LABELS: Record<(typeof URL_NAMES)[number], string> = {
  home: 'Home page',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

interface UrlsFieldsProps {
  draft: UrlsDraft;
  onChange(p: UrlsDraft): void;
  editing: boolean;
  /**
   * The rule of an address, the server's own (src/domain/common/place-parts.ts): a workspace's or item's by default; a
   * treasury instrument's links are whole http(s) URLs (`httpUrlProblem`).
   */
  problemOf?(address: string): string | null;
  /** The server's refusal of the addresses, when it named no one of them. */
  error?: string;
}

/**
 * Social media and Interaction (docs/product/platform.md §2.12); the server stores the addresses lowercased. Each
 * address says its problem beside itself, and the section's Save waits until none is left.
 */
export function UrlsFields({ draft, onChange, editing, problemOf = webAddressProblem, error }: UrlsFieldsProps) {
  const problems = URL_NAMES.map((name) => (editing ? problemOf(draft.urls[name] ?? '') : null));
  useFieldProblem(problems.find(Boolean) ?? null);
  return (
    <>
      {URL_NAMES.map((name, i) => (
        <TextField
          key={name}
          editing={editing}
          type="url"
          label={LABELS[name]}
          placeholder="https://"
          value={draft.urls[name] ?? ''}
          error={problems[i]}
          onChange={(value) => onChange({ urls: { ...draft.urls, [name]: value } })}
        />
      ))}
      {editing && error && !problems.some(Boolean) && (
        <Text size="sm" c="red" role="alert" style={{ gridColumn: '1 / -1' }}>
          {error}
        </Text>
      )}
    </>
  );
}
