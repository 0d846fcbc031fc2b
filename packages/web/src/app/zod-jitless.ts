import { config, z } from 'zod/v4';

/**
 * The web build's `zod` (vite.config.ts aliases the bare specifier here): zod itself, set to
 * parse without `new Function`. The gateway's CSP allows no eval, and building a schema while
 * JIT is on probes eval (a reported violation). Every module that imports zod runs after this
 * one, whatever chunk the bundler puts it in, so no contracts schema is built before. Parsing
 * without JIT is plenty fast here.
 */
config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
