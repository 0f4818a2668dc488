import { describe, expect, it } from 'vitest';
import { partName } from '../creatives/parts.js';
import { fieldLabel, subRecordLabel } from './records.js';

describe("a sub-record's label in an item's History", () => {
  it("names a card or learning content by its section's title, its name and id, and a fare matrix as such", () => {
    expect(subRecordLabel({ kind: 'hyperlinks', id: 'aB3dE9', name: 'Shop link' })).toBe('Hyperlinks: Shop link (aB3dE9)');
    expect(subRecordLabel({ kind: 'route', id: 'aB3dE9', name: null })).toBe('Mobility: aB3dE9');
    expect(subRecordLabel({ kind: 'tutor', id: 'aB3dE9', name: 'Ada' })).toBe('Content Tutors: Ada (aB3dE9)');
    expect(subRecordLabel({ kind: 'learning-question', id: 'aB3dE9', name: 'Sum' })).toBe('Questionnaire question: Sum (aB3dE9)');
    expect(subRecordLabel({ kind: 'fare-matrix', id: 'aB3dE9', name: 'Harbour line' })).toBe('Fare matrix: Harbour line (aB3dE9)');
    expect(subRecordLabel({ kind: 'creative-part', id: 'aB3dE9', name: null })).toBe('creative-part: aB3dE9');
  });

  it("takes a card's name from its name, action or asset type, whichever it has", () => {
    expect(partName({ name: 'Shop link', action: 'like' })).toBe('Shop link');
    expect(partName({ name: '', action: 'view' })).toBe('view');
    expect(partName({ type: 'Media', subtype: 'Image' })).toBe('Image');
    expect(partName({ radius: 100 })).toBeNull();
  });
});

describe('fieldLabel', () => {
  it("names a field as its page labels it, else in words, and a field inside another under its parent's label", () => {
    const labels = { name: 'Name', maxAllowed: 'Max allowed entities', urls: 'Social media and Interaction' };
    expect(fieldLabel('name', labels)).toBe('Name');
    expect(fieldLabel('doc.maxAllowed', labels)).toBe('Max allowed entities');
    expect(fieldLabel('doc.urls.home', labels)).toBe('Social media and Interaction › Home');
    expect(fieldLabel('doc.geoLocation', labels)).toBe('Geo location');
    expect(fieldLabel('usage_type')).toBe('Usage type');
    expect(fieldLabel('aggregate_id')).toBe('Workspace');
    expect(fieldLabel('project_id', labels)).toBe('Project');
  });
});
