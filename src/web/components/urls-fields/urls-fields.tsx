import { TextInput } from '@mantine/core';
import { URL_NAMES, type WebUrls } from '../../../domain/common/place';

type UrlsDraft = { urls: WebUrls };

const LABELS: Record<(typeof URL_NAMES)[number], string> = {
  home: 'Home page',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

/** Social media and Interaction (spec §2.12); the server stores the addresses lowercased. */
export function UrlsFields({ draft, onChange, editing }: { draft: UrlsDraft; onChange(p: UrlsDraft): void; editing: boolean }) {
  return (
    <>
      {URL_NAMES.map((name) => (
        <TextInput
          key={name}
          type="url"
          label={LABELS[name]}
          placeholder="https://"
          value={draft.urls[name] ?? ''}
          readOnly={!editing}
          onChange={(e) => onChange({ urls: { ...draft.urls, [name]: e.currentTarget.value } })}
        />
      ))}
    </>
  );
}
