import { describe, expect, it } from 'vitest';
import { pageNameOf, titleOf } from './page-title';

describe('the tab title', () => {
  it('names the page, then its workspace, project or tenant, then the console', () => {
    expect(titleOf('Venues', 'City Centre Mall')).toBe('Venues · City Centre Mall · SDM Console');
    expect(titleOf(undefined, 'Demo Media')).toBe('Demo Media · SDM Console');
    expect(titleOf('Page not found')).toBe('Page not found · SDM Console');
    expect(titleOf()).toBe('SDM Console');
  });

  it('reads a menu label as a page name', () => {
    expect(pageNameOf('VENUES')).toBe('Venues');
    expect(pageNameOf('MEDIA ASSETS')).toBe('Media Assets');
    expect(pageNameOf('IoT DEVICES')).toBe('IoT Devices');
  });
});
