import { describe, expect, it } from 'vitest';
import type { RelationTarget } from '../media-items/types.js';
import { DEFAULT_TARGET_FILTER, filterTargets, isSelectable, TARGET_FILTER_LABELS } from './targets.js';

const t = (name: string, over: Partial<RelationTarget> = {}): RelationTarget => ({
  id: name.padEnd(24, '0'),
  name,
  type: 'Indoor',
  subtype: 'Kiosk',
  item: 'asset',
  aggregate_id: 'a'.repeat(24),
  visibilityClass: 'owned',
  enabled: true,
  eventhosting: false,
  eventCampaign: false,
  ...over,
});

const all = [
  t('own'),
  t('partner', { visibilityClass: 'partner' }),
  t('shared', { visibilityClass: 'shared' }),
  t('public', { visibilityClass: 'public' }),
  t('gone', { visibilityClass: 'unavailable' }),
  t('hidden', { visibilityClass: 'invisible' }),
  t('off', { enabled: false }),
];
const names = (list: RelationTarget[]) => list.map((x) => x.name);

describe('target filtering', () => {
  it('shows only own items by default, never disabled ones', () => {
    expect(names(filterTargets(all, DEFAULT_TARGET_FILTER))).toEqual(['own']);
  });

  it('shows each other class only when its checkbox is ticked', () => {
    expect(names(filterTargets(all, { ...DEFAULT_TARGET_FILTER, owned: false, public: true, invisible: true }))).toEqual(['public', 'hidden']);
    const everything = { seek: '', owned: true, partner: true, shared: true, public: true, unavailable: true, invisible: true };
    expect(names(filterTargets(all, everything))).toEqual(['own', 'partner', 'shared', 'public', 'gone', 'hidden']);
  });

  it('searches type, subtype and name ignoring case', () => {
    const list = [t('Main Hall'), t('Gate', { subtype: 'Screen' })];
    expect(names(filterTargets(list, { ...DEFAULT_TARGET_FILTER, seek: 'hall' }))).toEqual(['Main Hall']);
    expect(names(filterTargets(list, { ...DEFAULT_TARGET_FILTER, seek: 'SCREEN' }))).toEqual(['Gate']);
    expect(names(filterTargets(list, { ...DEFAULT_TARGET_FILTER, seek: 'indoor' }))).toEqual(['Main Hall', 'Gate']);
  });

  it('offers only eventCampaign targets to an event on a campaign, eventhosting ones to an event on a venue', () => {
    const list = [t('plain'), t('camp', { eventCampaign: true }), t('host', { eventhosting: true })];
    expect(names(filterTargets(list, DEFAULT_TARGET_FILTER, { eventCampaign: true }))).toEqual(['camp']);
    expect(names(filterTargets(list, DEFAULT_TARGET_FILTER, { eventhosting: true }))).toEqual(['host']);
    expect(names(filterTargets(list, DEFAULT_TARGET_FILTER))).toEqual(['plain', 'camp', 'host']);
  });

  it('lets only linkable classes be chosen', () => {
    expect(all.filter(isSelectable).map((x) => x.name)).toEqual(['own', 'partner', 'shared', 'public']);
  });

  it('labels the checkboxes as docs/product/campaigns-venues-events.md §2.8 does', () => {
    expect(TARGET_FILTER_LABELS.map((l) => l.label)).toEqual(['Self owned', 'From partners', 'Shared with me', 'Public', 'Unavailable', 'Invisible']);
  });
});
