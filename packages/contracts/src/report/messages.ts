/** The report screens' user-facing messages (spec 3 sections 5 and 8). */
export const reportMessages = {
  datesRequired: '[20265] Date from and Date to Cannot Be Blank.',
  serialRequired: '[20265] Harness Sno or Box Sno Cannot Be Blank.',
  yearMonthRequired: 'Year/Month should be required',
  selectAsn: 'Select an ASN No.',
  cannotBeBlank: '[20001] Cannot Be Blank.',
  fetchFailed: 'An error occurred while fetching report data.',
  clickSearch: 'Click on Search Icon to get Results',
  // The spec disables search on an invalid range without naming a message; these say why.
  fromAfterTo: 'Date from can not be after Date to.',
  tooLong: (days: number) => `Date Range Can not be more than ${days} Days!`,
  beforeMin: 'Date can not be before 01/01/2000.',
  tooLongText: (max: number) => `At most ${max} characters`,
  traceRequired: 'Scan or type a serial, an ASN or a part number.',
  traceRange: 'A part number is searched with both dates: Date from and Date to.',
} as const;
