import { describe, expect, it } from 'vitest';
import { anchorKindProblem } from './instrument.js';

describe('anchorKindProblem', () => {
  it('lets an instrument anchor assets and items anchor one another', () => {
    expect(anchorKindProblem('ticonfig', 'asset')).toBeNull();
    expect(anchorKindProblem('venue', 'asset')).toBeNull();
  });
  it('refuses an instrument as a target and an instrument anchoring anything but an asset', () => {
    expect(anchorKindProblem('asset', 'ticonfig')).toMatch(/only ever the source/);
    expect(anchorKindProblem('ticonfig', 'ticonfig')).toMatch(/only ever the source/);
    expect(anchorKindProblem('ticonfig', 'venue')).toMatch(/media assets only/);
  });
});
