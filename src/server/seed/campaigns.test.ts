import { describe, expect, it } from 'vitest';
import type { Schedule } from '../../domain/media-items/types.js';
import { demoCampaignsAndEvents } from './campaigns.js';
import { demoMediaItems } from './media-items.js';
import { seededIds, seededRandom } from './random.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const make = () => {
  const random = seededRandom(7);
  const items = demoMediaItems(
    't',
    'p',
    [
      { id: 'a', key: 'a' },
      { id: 'b', key: 'b' },
    ],
    seededIds(random),
    random,
  );
  return { items, linked: demoCampaignsAndEvents(items, NOW) };
};

describe('demo campaigns and events', () => {
  it('is the same every time and keeps the items it was given', () => {
    const [first, second] = [make(), make()];
    expect(second.linked).toEqual(first.linked);
    expect(first.linked.items.slice(0, first.items.length).map((i) => i.id)).toEqual(first.items.map((i) => i.id));
  });

  it('gives every campaign a schedule and a linked creative, some running now and some over', () => {
    const { linked } = make();
    const campaigns = linked.items.filter((i) => i.kind === 'campaign');
    const schedulesOf = (c: (typeof campaigns)[number]) => (c.doc as { schedules: Schedule[] }).schedules;
    expect(campaigns.every((c) => schedulesOf(c).length > 0)).toBe(true);
    const running = campaigns.filter((c) =>
      schedulesOf(c).some((s) => s.status === 'Playing' && Date.parse(s.start) <= NOW.getTime() && NOW.getTime() <= Date.parse(s.close)),
    );
    const over = campaigns.filter((c) => schedulesOf(c).every((s) => Date.parse(s.close) < NOW.getTime()));
    expect(running.length).toBeGreaterThan(0);
    expect(over.length).toBeGreaterThan(0);
    for (const c of campaigns) {
      const link = linked.relations.find((r) => r.sourceId === c.id && r.targetKind === 'creative');
      const creative = linked.items.find((i) => i.id === link?.targetId);
      expect(creative?.name).toBe(`For # ${c.name}`);
      expect(creative?.aggregateId).toBe(c.aggregateId);
    }
    expect(linked.relations.some((r) => r.sourceKind === 'campaign' && r.targetKind === 'asset')).toBe(true);
  });

  it("links each event to its workspace's eventhosting venue and eventCampaign campaign", () => {
    const { linked } = make();
    for (const event of linked.items.filter((i) => i.kind === 'event')) {
      expect((event.doc as { schedules: Schedule[] }).schedules.length).toBeGreaterThan(0);
      const targets = linked.relations.filter((r) => r.sourceId === event.id).map((r) => linked.items.find((i) => i.id === r.targetId)!);
      expect(targets.map((i) => i.kind).sort()).toEqual(['campaign', 'venue']);
      expect(targets.every((i) => i.aggregateId === event.aggregateId)).toBe(true);
      expect((targets.find((i) => i.kind === 'venue')!.doc as { eventhosting: boolean }).eventhosting).toBe(true);
      expect((targets.find((i) => i.kind === 'campaign')!.doc as { eventCampaign: boolean }).eventCampaign).toBe(true);
    }
  });
});
