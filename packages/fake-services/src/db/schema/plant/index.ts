export * from './carriers.js';
export * from './destinations.js';
export * from './idempotent-requests.js';
export * from './label-printers.js';
export * from './locations.js';
export * from './system-parameters.js';
