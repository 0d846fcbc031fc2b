import { defineConfig } from 'drizzle-kit';
import { domainConfig } from './drizzle.domains.js';

export default defineConfig(domainConfig('generic'));
