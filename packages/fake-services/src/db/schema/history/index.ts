export * from './counts.js';
export * from './labels.js';
export * from './plans.js';
export * from './returns.js';
export * from './rework.js';
export * from './shipments.js';
