/** Messages of the part mapping, FORD alert and component code masters and their uploads. */
export const partRulesMessages = {
  onlyExcel: 'Only .xls or .xlsx files can be uploaded',
  singleFile: 'Upload a single file',
  notWorkbook: 'The file is not an Excel workbook',
  legacyXls: 'Excel 97-2003 (.xls) workbooks cannot be read: save the file as .xlsx and upload it again',
  tooLarge: (mb: number) => `The workbook is too large once unpacked (more than ${mb} MB)`,
  tooManyRows: (max: number) => `The workbook has more than ${max} rows`,
  noRows: 'The workbook has no rows to import',
  missingColumn: (label: string) => `Column '${label}' is missing from the first row`,
  fileHasErrors: 'The file has errors; nothing was saved',
  imported: (n: number) => `${n} records imported successfully`,
  deletedAll: (n: number) => `${n} records deleted`,
  deApprovalDenied: 'DE Approval can be changed only by the DE approve groups',
  qaApprovalDenied: 'QA Approval can be changed only by the QA approve groups',
  /** Spec 1 section 8: the SEWS part list of the FORD alert master. */
  noSessionForParts: "There isn't a session available to bring the SEWS part list",
  partsFailed: 'Unable to retrieve SEWS parts for list. Server might be very busy, refresh or try again later',
  partsUnreachable: "Couldn't fetch the list of SEWS parts, server might be busy or down, please refresh...",
} as const;
