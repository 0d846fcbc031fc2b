/** User-facing messages of the bar code rule master (spec 3 section 5), as the spec writes them. */
export const barcodeMasterMessages = {
  orderSequenceRange: 'The field orderSequence must be between 1 and 99.',
  noOfCharRange: 'The field NoOfChar must be between 1 and 99.',
} as const;
