export * from './component-codes.js';
export * from './ford-alerts.js';
export * from './part-mappings.js';
