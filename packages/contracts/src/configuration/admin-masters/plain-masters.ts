/**
 * The plain masters (plainMasterCalls) of this area, one line each: index.ts exports them and
 * puts their call groups in the registry under the names they are exported by.
 */
export * from './customer-group.js';
export * from './email-parameter-master.js';
export * from './ftp-command-master.js';
