import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Privilege } from '../access/levels.js';
import { CampaignPatch } from '../campaigns/campaign.js';
import { CAMPAIGN_SECTIONS } from '../campaigns/sections.js';
import { CreativePatch } from '../creatives/creative.js';
import { CREATIVE_SECTIONS } from '../creatives/sections.js';
import { EventPatch } from '../events/event.js';
import { EVENT_SECTIONS } from '../events/sections.js';
import { ItemPatch } from '../media-items/item.js';
import { ASSET_SECTIONS, DEVICE_SECTIONS, VENUE_SECTIONS } from '../media-items/sections.js';
import { WorkspacePatch } from '../workspaces/workspace.js';
import { WORKSPACE_SECTIONS } from '../workspaces/sections.js';
import { mayEditPage, mayEditSection, mayViewSection, pageSections, roleForChange, sectionNames, type SectionTable } from './table.js';

const { VIEWER, EDITOR, ADMIN, OWNER } = Privilege;

/** Every area's table with the PUT schema its server route validates bodies with. */
const AREAS: [string, SectionTable, z.ZodObject][] = [
  ['workspace', WORKSPACE_SECTIONS, WorkspacePatch],
  ['venue', VENUE_SECTIONS, ItemPatch],
  ['asset', ASSET_SECTIONS, ItemPatch],
  ['device', DEVICE_SECTIONS, ItemPatch],
  ['campaign', CAMPAIGN_SECTIONS, CampaignPatch],
  ['event', EVENT_SECTIONS, EventPatch],
  ['creative', CREATIVE_SECTIONS, CreativePatch],
];

describe('the sections tables of every area', () => {
  it.each(AREAS)('%s: every section has a title, a view role and an edit role (or none)', (_area, table) => {
    for (const name of sectionNames(table)) {
      const s = table[name];
      expect(s.title, name).not.toBe('');
      expect(s.viewRole, name).toBe(VIEWER);
      expect(s.editRole === null || (s.editRole >= VIEWER && s.editRole <= OWNER), name).toBe(true);
    }
  });

  it.each(AREAS)("%s: the server's check of a section's fields is the console's pencil role", (_area, table) => {
    for (const name of sectionNames(table)) {
      const { fields, editRole } = table[name];
      if (fields.length === 0 || editRole === null) continue;
      expect(roleForChange(table, fields), name).toBe(editRole);
      for (const privilege of [VIEWER, EDITOR, ADMIN, OWNER]) {
        const serverLets = privilege >= roleForChange(table, fields);
        expect(mayEditSection(table, name, privilege), `${name} at ${privilege}`).toBe(serverLets);
      }
    }
  });

  it.each(AREAS)('%s: every field a section writes is one the PUT schema accepts; no field is written by two sections', (_area, table, patch) => {
    const seen = new Set<string>();
    for (const name of sectionNames(table)) {
      for (const f of table[name].fields) {
        expect(Object.keys(patch.shape), `${name}.${f}`).toContain(f);
        expect(seen.has(f), `${f} twice`).toBe(false);
        seen.add(f);
      }
    }
  });

  it('nobody edits a record of another workspace, and a viewer edits nothing', () => {
    for (const [, table] of AREAS) {
      for (const name of sectionNames(table)) {
        expect(mayEditSection(table, name, OWNER, true)).toBe(false);
        expect(mayEditSection(table, name, VIEWER)).toBe(false);
        expect(mayViewSection(table, name, VIEWER)).toBe(true);
      }
    }
  });

  it('a page is editable by whoever edits one of its sections: from EDITOR, from ADMIN on a creative; never another workspace’s', () => {
    for (const [area, table] of AREAS) {
      const [lowest, below] = area === 'creative' ? [ADMIN, EDITOR] : [EDITOR, VIEWER];
      expect(mayEditPage(table, lowest), area).toBe(true);
      expect(mayEditPage(table, below), area).toBe(false);
      expect(mayEditPage(table, OWNER, true), area).toBe(false);
    }
    // Only the API writes a device's schedules: that section does not make its page editable.
    expect(mayEditPage({ schedules: DEVICE_SECTIONS.schedules }, OWNER)).toBe(false);
  });
});

describe('roles of docs/product (platform, campaigns-venues-events and creatives-assets-signage, §6)', () => {
  const roles = (table: SectionTable) => Object.fromEntries(pageSections(table).map((s) => [s, table[s].editRole]));

  it('venue: primary ADMIN, other sections EDITOR, views never editable', () => {
    expect(roles(VENUE_SECTIONS)).toEqual({
      primary: ADMIN,
      location: EDITOR,
      urls: EDITOR,
      properties: EDITOR,
      visibility: EDITOR,
      assets: EDITOR,
      devices: EDITOR,
      schedules: EDITOR,
      eventSchedules: null,
      audience: null,
      campaignHistory: null,
      qr: EDITOR,
      reports: null,
      keyFields: null,
    });
  });
  it('asset: primary and visibility ADMIN, anchors EDITOR; device: secret ADMIN, dashboard never', () => {
    expect(roles(ASSET_SECTIONS)).toMatchObject({
      primary: ADMIN,
      visibility: ADMIN,
      venues: EDITOR,
      playlists: EDITOR,
      displays: EDITOR,
      campaigns: EDITOR,
      audience: null,
      campaignHistory: null,
      reports: null,
    });
    expect(roles(DEVICE_SECTIONS)).toMatchObject({ primary: ADMIN, secret: ADMIN, dashboard: null, visibility: EDITOR, campaigns: EDITOR, audience: null });
  });
  it('campaign: primary and creatives ADMIN, schedules, assets and coupons EDITOR, QR, audience, reports and attribution nobody', () => {
    expect(roles(CAMPAIGN_SECTIONS)).toEqual({
      primary: ADMIN,
      creatives: ADMIN,
      schedules: EDITOR,
      assets: EDITOR,
      audience: null,
      coupons: EDITOR,
      qr: null,
      reports: null,
      attribution: null,
    });
  });
  it('event: primary and the brochure image ADMIN, the others EDITOR; creative: every section ADMIN', () => {
    expect(roles(EVENT_SECTIONS)).toEqual({
      primary: ADMIN,
      urls: EDITOR,
      brochure: ADMIN,
      schedules: EDITOR,
      venues: EDITOR,
      campaigns: EDITOR,
      partners: EDITOR,
      tickets: EDITOR,
      audience: null,
    });
    expect(Object.values(roles(CREATIVE_SECTIONS)).every((role) => role === ADMIN)).toBe(true);
    expect(Object.keys(CREATIVE_SECTIONS)[0]).toBe('primary');
  });

  it('a PUT needs the highest role of the sections its fields touch; fields no section writes need nothing', () => {
    expect(roleForChange(VENUE_SECTIONS, ['city'])).toBe(EDITOR);
    expect(roleForChange(VENUE_SECTIONS, ['city', 'name'])).toBe(ADMIN);
    expect(roleForChange(ASSET_SECTIONS, ['visibility'])).toBe(ADMIN);
    expect(roleForChange(DEVICE_SECTIONS, ['visibility'])).toBe(EDITOR);
    expect(roleForChange(DEVICE_SECTIONS, ['relations', 'id'])).toBe(VIEWER);
    expect(roleForChange(CAMPAIGN_SECTIONS, ['schedules'])).toBe(EDITOR);
    expect(roleForChange(CAMPAIGN_SECTIONS, ['visibility', 'sharedList'])).toBe(EDITOR);
    expect(roleForChange(CAMPAIGN_SECTIONS, ['schedules', 'name'])).toBe(ADMIN);
    expect(roleForChange(CAMPAIGN_SECTIONS, ['relations'])).toBe(VIEWER);
    expect(roleForChange(EVENT_SECTIONS, ['maxTicketsPerSlot'])).toBe(ADMIN);
    expect(roleForChange(EVENT_SECTIONS, ['schedules', 'urls', 'sponsors', 'partnerList'])).toBe(EDITOR);
    expect(roleForChange(CREATIVE_SECTIONS, ['name'])).toBe(ADMIN);
  });

  it('a create page shows only the sections that need no stored record', () => {
    expect(pageSections(VENUE_SECTIONS, true)).toEqual(['primary', 'location', 'urls', 'properties', 'keyFields']);
    expect(pageSections(EVENT_SECTIONS, true)).toEqual(['primary', 'urls']);
    expect(pageSections(CAMPAIGN_SECTIONS, true)).toEqual(['primary']);
  });
});
