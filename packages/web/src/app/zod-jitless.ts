import { z } from 'zod';

/**
 * zod compiles fast parsers with `new Function` when it may; the gateway's CSP allows no eval,
 * so the browser would report a violation for zod's probe. Parsing without it is plenty fast here.
 */
z.config({ jitless: true });
