import { describe, expect, it } from 'vitest';
import { anchorKindProblem } from './instrument.js';
import { isSignageKind, signageAnchorProblem } from './signage.js';

describe('signage anchors', () => {
  it('let an asset anchor playlists and displays', () => {
    expect(anchorKindProblem('asset', 'playlist')).toBeNull();
    expect(anchorKindProblem('asset', 'display')).toBeNull();
    expect(signageAnchorProblem('venue', 'asset')).toBeNull();
  });
  it('refuse any other source, and a playlist or display as the source', () => {
    expect(anchorKindProblem('venue', 'playlist')).toBe('Playlists and displays are anchored from media assets');
    expect(anchorKindProblem('ticonfig', 'display')).toBe('A treasury instrument anchors media assets only');
    expect(anchorKindProblem('playlist', 'asset')).toBe('A playlist or display is only ever the target of an anchor');
    expect(anchorKindProblem('display', 'playlist')).toBe('A playlist or display is only ever the target of an anchor');
  });
  it('name the signage kinds', () => {
    expect(['playlist', 'display', 'asset'].map(isSignageKind)).toEqual([true, true, false]);
  });
});
