import { expect, it } from 'vitest';
import { URL_MESSAGES } from '../common/place-parts.js';
import { TiConfigInput, TiConfigPatch } from './ti-config.js';

const PROJECT = 'a'.repeat(24);

it('social links are whole http(s) addresses, each refused under its own name', () => {
  const ok = TiConfigInput.safeParse({ project_id: PROJECT, name: 'Pass', urls: { home: 'https://mall.example.com', facebook: '' } });
  expect(ok.success).toBe(true);
  const refused = TiConfigPatch.safeParse({ urls: { home: 'https://mall.example.com', facebook: 'javascript:alert(1)', twitter: 'twitter.com/mall' } });
  expect(refused.error?.issues.map((i) => [i.path.join('/'), i.message])).toEqual([
    ['urls/facebook', URL_MESSAGES.otherScheme],
    ['urls/twitter', URL_MESSAGES.fullAddress],
  ]);
});
