export * from './email-parameters.js';
