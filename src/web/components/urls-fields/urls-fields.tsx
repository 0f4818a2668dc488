import type { WebUrls } from '../../../domain/common/place';
import { URL_NAMES } from '../../../domain/common/place-parts';
import { TextField } from '../fields';

type UrlsDraft = { urls: WebUrls };

const LABELS: Record<(typeof URL_NAMES)[number], string> = {
  home: 'Home page',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

/** Social media and Interaction (docs/product/platform.md §2.12); the server stores the addresses lowercased. */
export function UrlsFields({ draft, onChange, editing }: { draft: UrlsDraft; onChange(p: UrlsDraft): void; editing: boolean }) {
  return (
    <>
      {URL_NAMES.map((name) => (
        <TextField
          key={name}
          editing={editing}
          type="url"
          label={LABELS[name]}
          placeholder="https://"
          value={draft.urls[name] ?? ''}
          onChange={(value) => onChange({ urls: { ...draft.urls, [name]: value } })}
        />
      ))}
    </>
  );
}
