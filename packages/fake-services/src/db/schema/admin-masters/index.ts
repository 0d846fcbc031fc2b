export * from './account-calendar.js';
export * from './customer-groups.js';
export * from './email-parameters.js';
export * from './ftp-commands.js';
export * from './link-servers.js';
