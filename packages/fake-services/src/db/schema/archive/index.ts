export * from './archive-config.js';
export * from './archive-runs.js';
export * from './archived-history.js';
