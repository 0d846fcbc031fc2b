import { describe, expect, it } from 'vitest';
import { axeGroup } from './support/axe.js';
import { useBrowser } from './support/browser.js';

describe('accessibility of the MIS reports and the shipping plan', () => {
  const { page } = useBrowser();

  // One test opens all the file's screens in turn: bounded for a busy machine, not the usual 180 s.
  it('has no serious axe-core violation on any of their screens once it is shown', { timeout: 600_000 }, async () => {
    expect(await axeGroup(page(), 'reports')).toEqual({});
  });
});
