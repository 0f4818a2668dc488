import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../test/demo-app.js';

const demo = useDemoApp();

describe('demo screen and people counter', () => {
  it("gives the Welcome Series real plays on the Atrium Screen, measured by the counter anchored there, in the campaign's report", async () => {
    const [campaign] = await demo.rows<{ id: string; ws: string }>(
      sql`select m.id, m.aggregate_id as ws from media_items m join aggregates a on a.id = m.aggregate_id where m.name = 'Welcome Series' and a.key = 'riverside'`,
    );
    const query = `query($c: ID!) { campaignImpressions(campaign_id: $c) { plays measuredPlays impressions impressionsPerPlay perDay { day plays } }
      campaignAttribution(campaign_id: $c) { plays impressions views } }`;
    const res = await demo.as('viewer', { method: 'POST', url: '/api/1.0/media-query', payload: { query, variables: { c: campaign.id } } });
    const answer = res.json();
    expect(answer.errors).toBeUndefined();
    const impressions = answer.data.campaignImpressions;
    // Two weeks of plays every 6 minutes over 12 open hours (today's only up to now: none before opening), every one measured.
    expect(impressions.plays).toBeGreaterThanOrEqual(13 * 120);
    expect(impressions.measuredPlays).toBe(impressions.plays);
    expect(impressions.impressionsPerPlay).toBeGreaterThan(4);
    expect(impressions.perDay.length).toBeGreaterThanOrEqual(13);
    expect(answer.data.campaignAttribution).toMatchObject({ plays: impressions.plays, impressions: impressions.impressions });
    expect(answer.data.campaignAttribution.views).toBeGreaterThan(0);

    const summary = await demo.as('viewer', {
      method: 'GET',
      url: `/api/2.0/zeetaminds/plays/summary?aggregate=${campaign.ws}&from=${Date.now() - 15 * 86_400_000}&to=${Date.now()}`,
    });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(JSON.stringify(summary.json())).toContain('Welcome Series Poster');
    const displays = await demo.as('viewer', { method: 'GET', url: `/api/2.0/zeetaminds/displays?aggregate=${campaign.ws}` });
    expect(JSON.stringify(displays.json())).toContain('Atrium Screen Player');
  });
});
