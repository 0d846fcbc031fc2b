export { attachment } from './attachment.js';
export { datedFileName, knownTimeZone, type ReportDate, reportDate } from './report-date.js';
export { cellValue, type ExportColumn, plainText, type ReportWorkbook, reportWorkbook } from './workbook.js';
