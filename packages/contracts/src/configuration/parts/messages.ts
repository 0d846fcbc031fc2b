/** User-facing messages of the XREF, plant, dock and sub-assembly masters (spec 1 sections 5 and 8). */
export const partsMessages = {
  /** Plant master: saving a blank plant name. */
  plantNameBlank: 'Cannot Be Blank',
  /** Plant master: the form's message under an empty plant name. */
  plantNameRequired: 'Plant name is required',
  plantNotFound: 'Plant not found',
  printerNotFound: 'Label printer not found',
  ihsNotFound: 'No IHS data found for this part and design level',
  ihsRequired: 'Consider IHS Part needs the IHS product number and design level',
} as const;
