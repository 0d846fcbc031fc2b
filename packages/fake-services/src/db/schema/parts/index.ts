export * from './plants.js';
