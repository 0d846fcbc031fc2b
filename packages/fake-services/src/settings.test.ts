import { describe, expect, it } from 'vitest';
import { plantOptionsFrom } from './settings.js';

describe('the fake plant configuration check', () => {
  it('names every wrong or missing setting in one message', () => {
    const env = {
      FAKE_PLANT_PORT: 'four thousand',
      FGSS_JWT_SECRET: 'short',
      FGSS_PRINTER_TIMEOUT_MS: '0',
      FGSS_PRINT_CONFIRM_MS: 'soon',
    };
    expect(() => plantOptionsFrom(env)).toThrow(
      [
        'fake plant configuration has 4 problems:',
        "  - FAKE_PLANT_PORT must be a port number (0-65535), got 'four thousand'",
        '  - FGSS_JWT_SECRET must be at least 32 bytes long',
        "  - FGSS_PRINTER_TIMEOUT_MS must be a positive number, got '0'",
        "  - FGSS_PRINT_CONFIRM_MS must be a positive number, got 'soon'",
      ].join('\n'),
    );
  });

  it('names a single problem with the process it stops', () => {
    expect(() => plantOptionsFrom({ NODE_ENV: 'production' })).toThrow(
      'fake plant configuration: FGSS_JWT_SECRET is required in production (at least 32 random bytes)',
    );
  });
});
