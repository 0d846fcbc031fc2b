/** The shipping plan screens' messages (spec 3 sections 5 and 8), word for word. */
export const shippingMessages = {
  adherenceTypeNeeded: (warehouse: string) => `Adherence Type needs to be selected: ${warehouse}`,
  begInventRange: 'Beg. Invt should be from 0 to 99999',
  shipQtyRange: 'Ship Qty should be from 0 to 99999',
  prodQtyRange: 'Prod Qty should be from 0 to 99999',
  dateBeforeMonth: 'Date must not be before the first day of the current month',
  changeLogRange: 'Date to must be within one year of date from',
  importFailed: 'Importing process has failed.<br/> Error Detail file has been downloaded for more details.',
  imported: (n: number) => `${n} record(s) imported successfully.`,
  progressRange: '[20100]Date Range Can not be more than 31 Days!',
  yearMonthRequired: 'Year/Month should be required',
  datesRequired: '[20265] Date from and Date to Cannot Be Blank.',
  unknownPart: 'Unknown SEWS part for the plant',
  unknownCustomerGroup: 'Unknown customer group',
  unknownShipTo: 'Unknown ship-to warehouse',
  deletedAll: (n: number) => `${n} record(s) deleted successfully.`,
} as const;
