export * from './docks.js';
export * from './ihs.js';
export * from './plants.js';
export * from './sub-assemblies.js';
export * from './xref.js';
export * from './xref-fields.js';
