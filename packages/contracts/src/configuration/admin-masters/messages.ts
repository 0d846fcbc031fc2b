/** User-facing messages of the email, FTP, calendar, link server and customer group masters (spec 3 sections 5 and 8). */
export const adminMasterMessages = {
  invalidEmail: '[20228] Invalid Email',
  cmdSequenceRange: 'Range value is from 0 to 99',
  pastCalendar: '[20260] Past Calendar Data not allowed to modify.',
  startAfterEnd: '[20263] Start Date can not greater than End Date.',
} as const;
