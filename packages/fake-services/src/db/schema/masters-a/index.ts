export * from './customer-groups.js';
export * from './email-parameters.js';
export * from './ftp-commands.js';
