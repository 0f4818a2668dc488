import { describe, expect, it } from 'vitest';
import { searchName } from './search-name';

describe('searchName', () => {
  it('asks for what is typed, trimmed', () => {
    expect(searchName('  Post ', undefined)).toBe('Post');
    expect(searchName('Post', 'Poster (IMAGE)')).toBe('Post');
  });

  it('asks for everything while the box shows the chosen label, or nothing is typed', () => {
    expect(searchName('Poster (IMAGE)', 'Poster (IMAGE)')).toBe('');
    expect(searchName('', undefined)).toBe('');
  });
});
