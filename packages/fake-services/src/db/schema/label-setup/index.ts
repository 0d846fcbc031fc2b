export * from './label-formats.js';
export * from './printer-options.js';
export * from './warehouses.js';
