export * from './import-jobs.js';
export * from './transmissions.js';
