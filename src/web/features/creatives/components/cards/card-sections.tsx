import { useRef, useState, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { TagsInput } from '../../../../components/inputs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Privilege, privilegeOn, tenantResource } from '../../../../../domain/access';
import { PART_MESSAGES, type Gratification, type ImageAsset, type MediaPart, type PartField } from '../../../../../domain/creatives/parts';
import { EMBED_MESSAGES, EmbedOriginsInput } from '../../../../../domain/tenants/embed';
import { CardSection } from '../../../../components/card-section';
import { Section } from '../../../../components/section';
import { describeError } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { getSession } from '../../../../lib/session';
import { saveCard, saveEmbedOrigins, tenantQuery, uploadAssetPicture } from '../../api/cards';
import { blankAsset, blankGratification, blankMedia, cardBody, cardProblems, MEDIA_SECTIONS, type MediaSection } from '../../model/cards';
import { RouteCards } from '../mobility/route-cards';
import { cardSection, type CardSectionsProps } from './card-common';
import { GratificationForm, GratificationView } from './gratification-card';
import { ImageAssetForm, ImageAssetView } from './image-asset-card';
import { MediaCardForm, MediaCardView } from './media-card';

/** A section of media, image-asset or gratification cards: Save waits for the server's rules of its shape. */
function partSection<T extends MediaPart | ImageAsset | Gratification>(props: CardSectionsProps, section: PartField) {
  return { ...cardSection<T>(props, section), problems: (c: T) => cardProblems(section, c) };
}

function MediaCards(props: CardSectionsProps & { section: MediaSection; embedOrigins: readonly string[] }) {
  const { section, creative } = props;
  const common = partSection<MediaPart>(props, section);
  return (
    <CardSection<MediaPart>
      {...common}
      addLabel={MEDIA_SECTIONS[section].add}
      blank={blankMedia}
      nameOf={(c) => c.name || `New ${MEDIA_SECTIONS[section].noun.toLowerCase()}`}
      read={(c) => <MediaCardView section={section} card={c} embedOrigins={props.embedOrigins} />}
      form={(c, onChange, field) => <MediaCardForm section={section} card={c} onChange={onChange} field={field} />}
      save={(c, isNew) => saveCard<MediaPart>(creative.id, section, { ...cardBody(section, c), id: c.id }, isNew)}
      savedMessage={`${MEDIA_SECTIONS[section].noun} saved`}
    />
  );
}

function ImageAssets(props: CardSectionsProps) {
  const { creative } = props;
  const common = partSection<ImageAsset>(props, 'assets');
  const [pictures, setPictures] = useState<Record<string, File | null>>({});
  const stored = useRef(new Map<string, ImageAsset>());
  for (const a of creative.assets ?? []) stored.current.set(a.id, a);

  async function save(asset: ImageAsset, isNew: boolean): Promise<Partial<ImageAsset>> {
    const saved = await saveCard<ImageAsset>(creative.id, 'assets', { ...cardBody('assets', asset), id: asset.id }, isNew);
    stored.current.set(saved.id, saved);
    const picture = pictures[asset.id];
    if (!picture) return saved;
    try {
      await uploadAssetPicture(creative.id, saved.id, picture);
      setPictures((p) => ({ ...p, [asset.id]: null }));
      return { ...saved, hasImage: true };
    } catch (e) {
      // The card is stored: its picture can be chosen again.
      notify.error(describeError(e));
      return saved;
    }
  }

  return (
    <CardSection<ImageAsset>
      {...common}
      addLabel="Add Image Asset"
      blank={blankAsset}
      nameOf={(a) => [a.type, a.subtype].filter(Boolean).join(' ') || 'New image asset'}
      read={(a) => <ImageAssetView creativeId={creative.id} asset={a} />}
      form={(a, onChange, field) => (
        <ImageAssetForm
          field={field}
          creativeId={creative.id}
          asset={a}
          saved={stored.current.get(a.id)}
          onChange={onChange}
          picture={pictures[a.id] ?? null}
          onPicture={(file) => setPictures((p) => ({ ...p, [a.id]: file }))}
        />
      )}
      save={save}
      // docs/product/creatives-assets-signage.md §2.3 and §8: one asset saved, and the section's word when its editing
      // ends.
      savedMessage={PART_MESSAGES.assetSaved}
      groupSavedMessage={PART_MESSAGES.assetsSaved}
    />
  );
}

function Gratifications(props: CardSectionsProps) {
  const { creative } = props;
  const common = partSection<Gratification>(props, 'campaignActions');
  return (
    <CardSection<Gratification>
      {...common}
      addLabel="Add Gratification Points"
      blank={blankGratification}
      nameOf={(g) => `Gratification ${g.action}`}
      read={(g) => <GratificationView card={g} />}
      form={(g, onChange, field) => <GratificationForm card={g} onChange={onChange} field={field} />}
      save={(g, isNew) => saveCard<Gratification>(creative.id, 'campaignActions', { ...cardBody('campaignActions', g), id: g.id }, isNew)}
      savedMessage="Gratification points saved"
    />
  );
}

/**
 * The origins the tenant lets audio and form cards be framed from (docs/decisions/0068-creative-card-rules.md): shown to the
 * tenant's admins and owner, who edit it; nobody else sees the section.
 */
export function EmbeddingSection() {
  const session = getSession();
  const tenantKey = session.tenant?.key ?? '';
  const privilege = privilegeOn(session.roles ?? [], tenantResource(tenantKey));
  const client = useQueryClient();
  const tenant = useQuery(tenantQuery);
  const [origins, setOrigins] = useState<string[] | null>(null);
  if (privilege < Privilege.ADMIN || !tenant.data) return null;
  const shown = origins ?? tenant.data.embedOrigins ?? [];
  return (
    <Section<string[]>
      title="Embedding"
      mode="EDIT"
      privilege={privilege}
      editorRole={Privilege.ADMIN}
      values={tenant.data.embedOrigins ?? []}
      onRestore={() => setOrigins(null)}
      defaultExpanded={false}
      columns={1}
      onSave={async () => {
        const parsed = EmbedOriginsInput.safeParse({ embedOrigins: shown });
        if (!parsed.success) {
          notify.error(parsed.error.issues[0].message);
          return false;
        }
        try {
          const saved = await saveEmbedOrigins(tenant.data!.id, parsed.data.embedOrigins);
          client.setQueryData(tenantQuery.queryKey, saved);
          setOrigins(null);
          notify.success(EMBED_MESSAGES.saved);
          return true;
        } catch (e) {
          notify.error(describeError(e));
          return false;
        }
      }}
    >
      {(editing) => (
        <>
          <Text size="sm" c="dimmed">
            Audio and form URLs from these origins play inside the card (sandboxed); others show as links.
          </Text>
          <TagsInput
            label="Allowed embed origins"
            placeholder={editing ? 'https://player.example.com' : undefined}
            value={shown}
            onChange={setOrigins}
            disabled={!editing}
            splitChars={[',', ' ']}
          />
        </>
      )}
    </Section>
  );
}

/**
 * The creative page's card sections in the order of docs/product/creatives-assets-signage.md §2.2; `learning` stands
 * where Content Tutors, Content Topics and Questionnaire come (between Hyperlinks and AR assets).
 */
export function CreativeCardSections(props: CardSectionsProps & { learning: ReactNode }) {
  const tenant = useQuery(tenantQuery);
  const embedOrigins = tenant.data?.embedOrigins ?? [];
  const media = (section: MediaSection) => <MediaCards key={section} {...props} section={section} embedOrigins={embedOrigins} />;
  return (
    <>
      <ImageAssets {...props} />
      {(['imageFiles', 'videoFiles', 'audioFiles', 'files', 'formFiles', 'hyperlinks'] as const).map(media)}
      {props.learning}
      {(['arFiles', 'vrFiles'] as const).map(media)}
      <Gratifications {...props} />
      <RouteCards {...props} />
      <EmbeddingSection />
    </>
  );
}
