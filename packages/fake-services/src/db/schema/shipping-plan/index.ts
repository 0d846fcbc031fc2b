export * from './plan-checks.js';
export * from './plan-rows.js';
