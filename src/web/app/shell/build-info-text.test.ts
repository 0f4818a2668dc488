import { describe, expect, it } from 'vitest';
import { buildInfoText } from './build-info-text';

describe('buildInfoText', () => {
  const info = { revision: 'abc1234', branch: 'main', buildTime: '2026-01-01T00:00:00.000Z' };

  it('joins version, revision, branch and build time', () => {
    expect(buildInfoText({ version: '2.0.4-rc.17', ...info })).toBe('v2.0.4-rc.17 · abc1234 · main · 2026-01-01T00:00:00.000Z');
  });

  it('does not double the v of a version that has one', () => {
    expect(buildInfoText({ version: 'v2.0.4-rc.17', ...info })).toBe('v2.0.4-rc.17 · abc1234 · main · 2026-01-01T00:00:00.000Z');
  });
});
