export * from './location-grams.js';
