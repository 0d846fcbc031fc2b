/**
 * A lookup-backed field: its value must be a code of a lookup table of the plant, and the
 * service checks it on every insert, update and import, whatever the client sent (a screen's
 * list is no limit for a direct call). Declared on the entity's field (`lookup`), so every store
 * of the entity checks it the same way; the lookup calls of the screen answer from the same table.
 */
export const lookupTables = [
  'printerTypes',
  'communicationTypes',
  'transmitModes',
  'modelTypes',
  'boxFormatLabels',
  'harnessFormatLabels',
  'customerGroups',
  'barcodeTypes',
  'warehouses',
  'destinations',
  'xrefFields',
  'xrefParts',
  'xrefShortParts',
  'plants',
  'subAssemblyTypes',
  'productLabels',
  'archiveSources',
  'archiveKeyColumns',
  'timePeriods',
  'archiveStatuses',
  'barcodeTypes2D',
  'barcodeItems',
  'barcodeDataFields',
  'configuredHarnessFormats',
  'traceabilityFlags',
  'customerGroupOptions',
  'planOptions',
  'adherenceTypes',
  'shipToWarehouses',
  'shippedCustomerGroups',
  'shippedCustomers',
] as const;
export type LookupTable = (typeof lookupTables)[number];

export interface FieldLookup {
  table: LookupTable;
  /** The table's parameters taken from other fields of the row (parameter -> field), e.g. a plant's XREF. */
  within?: Record<string, string>;
  /**
   * Fields of the row filled from the looked-up record (field -> record column), never from the
   * client: e.g. the design level and customer of a chosen SEWS part.
   */
  fills?: Record<string, string>;
  /**
   * When a code has several records (a part's design levels), the one whose columns equal these
   * fields of the row (field -> record column) is taken, else the first.
   */
  prefer?: Record<string, string>;
  /**
   * A code the table lacks is no error: the row keeps it and the filled fields are emptied (a
   * sub-assembly's part need not be in the XREF; when it is, its short part is the XREF's).
   */
  optional?: true;
  /**
   * Only a suggestion: the grid fills from the record when a code of the table is picked, but a
   * code the table lacks keeps what the user typed, and the services neither check nor fill the
   * field on save (a custom source short part of Part Mapping).
   */
  suggestOnly?: true;
}

export const lookupMessages = {
  notInList: (label: string, value: string) => `'${value}' is not a valid ${label}`,
} as const;
