export * from './shipment-parts.js';
