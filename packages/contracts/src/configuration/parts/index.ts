/** XREF, XREF field configuration, plant, dock and sub-assembly masters (spec 1). */
export const partsScreens = {};
