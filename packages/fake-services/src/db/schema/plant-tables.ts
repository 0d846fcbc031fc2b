/**
 * Every table of a plant database, one line per concept folder of this directory (the drizzle
 * config reads the same folders by its glob; plant-tables.test.ts fails on a folder left out).
 * `generic/` is not here: plain masters reach their tables through entity-table.ts.
 */
export * from './admin-masters/index.js';
export * from './archive/index.js';
export * from './barcode-masters/index.js';
export * from './customers/index.js';
export * from './customs/index.js';
export * from './epb/index.js';
export * from './history/index.js';
export * from './label-setup/index.js';
export * from './location-search/index.js';
export * from './part-rules/index.js';
export * from './parts/index.js';
export * from './plant/index.js';
export * from './printing/index.js';
export * from './shipment-rollup/index.js';
export * from './shipping-plan/index.js';
