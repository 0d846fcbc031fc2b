export * from './part-labels.js';
export * from './print-log.js';
export * from './sequences.js';
