export * from './barcode-rules.js';
export * from './customer-harness-label-formats.js';
