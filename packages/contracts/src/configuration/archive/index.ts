import { ArchiveProcessConfiguration } from './archive-process-configuration.js';

export * from './archive-process-configuration.js';
export * from './archive-sources.js';
export * from './messages.js';

/** Archive Process Configuration of spec 3 section 2.4, with its archive job. */
export const archiveScreens = { ArchiveProcessConfiguration };
