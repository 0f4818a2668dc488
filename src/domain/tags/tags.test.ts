import { describe, expect, it } from 'vitest';
import { addTags, isTagSeparatorKey, removeTag } from './tags.js';

describe('tags', () => {
  it('adds trimmed text as a tag', () => {
    expect(addTags(['mall'], '  food court ')).toEqual(['mall', 'food court']);
  });

  it('ignores blank text', () => {
    expect(addTags(['mall'], '   ')).toEqual(['mall']);
    expect(addTags([], ' , ,')).toEqual([]);
  });

  it('ignores duplicates whatever their letter case, keeping the first spelling', () => {
    expect(addTags(['Mall'], 'MALL')).toEqual(['Mall']);
    expect(addTags([], 'Kids, kids,KIDS')).toEqual(['Kids']);
  });

  it('splits pasted comma-separated text', () => {
    expect(addTags(['a'], 'b, c ,a')).toEqual(['a', 'b', 'c']);
  });

  it('removes one tag by position', () => {
    expect(removeTag(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeTag(['a'], 5)).toEqual(['a']);
  });

  it('Enter and comma separate tags', () => {
    expect(isTagSeparatorKey('Enter')).toBe(true);
    expect(isTagSeparatorKey(',')).toBe(true);
    expect(isTagSeparatorKey('Tab')).toBe(false);
  });
});
