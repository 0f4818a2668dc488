import { describe, expect, it } from 'vitest';
import { EmbedOriginsInput, mayEmbed, originOf } from './embed.js';

describe('embed origins', () => {
  it('accepts scheme, host and port only, lowercased and without a trailing slash', () => {
    expect(EmbedOriginsInput.parse({ embedOrigins: ['HTTPS://Player.Example.com/', 'http://localhost:8080'] }).embedOrigins).toEqual([
      'https://player.example.com',
      'http://localhost:8080',
    ]);
    for (const bad of ['javascript:alert(1)', 'https://x.com/path', 'ftp://x.com', 'x.com', 'https://'])
      expect(EmbedOriginsInput.safeParse({ embedOrigins: [bad] }).success, bad).toBe(false);
  });

  it('frames a URL only from an allowed origin', () => {
    expect(originOf('https://Player.example.com/track/1?x=2')).toBe('https://player.example.com');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(mayEmbed('https://player.example.com/a', ['https://player.example.com'])).toBe(true);
    expect(mayEmbed('https://evil.example.com/a', ['https://player.example.com'])).toBe(false);
    expect(mayEmbed('http://player.example.com/a', ['https://player.example.com'])).toBe(false);
  });
});
