/** DOI service: DOI Maintenance (reserve, scrap, reverse) and the DOI report. */
import { DOIMaintenance } from './doi-maintenance.js';
import { DOIReport } from './doi-report.js';

export * from './doi-maintenance.js';
export * from './doi-report.js';

export const doi = { DOIMaintenance, DOIReport };
