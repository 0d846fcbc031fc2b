import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('the gateway configuration check', () => {
  it('names every wrong or missing setting in one message', () => {
    const env = {
      NODE_ENV: 'production',
      GATEWAY_PORT: '70000',
      FGSS_UPSTREAM_TIMEOUT_MS: 'soon',
      FGSS_STOP_GRACE_MS: '-1',
    };
    expect(() => loadConfig(env)).toThrow(
      [
        'gateway configuration has 4 problems:',
        "  - GATEWAY_PORT must be a port number (1-65535), got '70000'",
        '  - FGSS_JWT_SECRET is required in production (at least 32 random bytes)',
        "  - FGSS_UPSTREAM_TIMEOUT_MS must be a positive number, got 'soon'",
        "  - FGSS_STOP_GRACE_MS must be a whole number of milliseconds, not '-1'",
      ].join('\n'),
    );
  });
});
