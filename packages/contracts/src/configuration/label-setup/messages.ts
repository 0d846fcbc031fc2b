/** User-facing messages of the label printer, label format and warehouse masters (spec 1 section 5). */
export const labelSetupMessages = {
  portNumeric: 'Port number should be a numeric value',
  /** The spec's text, trailing comma included. */
  portRequired: 'Port number field is required,',
  portRange: 'Port number must be between 1 and 65535',
  inputNameRequired: 'The Input Name field is required',
  serialNoLengthRange: 'Range value is from 0 to 999',
  modelTypeRequired: 'Model Type is required',
  transmitModeRequired: 'Transmit Mode is required',
} as const;
