export * from './epb-parts.js';
