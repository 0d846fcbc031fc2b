/** Rework and DOI messages and rules of spec 2 sections 4, 5 and 8, written once. */
export const reworkMessages = {
  cannotBeBlank: '[20001] Cannot be blank',
  cannotBeBlankBox: '[20001] Cannot Be Blank',
  /** The harness relabel grid's spelling of the duplicate message. */
  recordExists: '[20007] Record Already Exists!',
  /** The box and no-box relabeling grids' spelling. */
  recordExist: '[20007] Record Already Exist!',
  shortPartSame: '[20131] Short Part No. should be the same.',
  shortPartSameBox: '[20131] Short Part No. should be same.',
  invalidBoxSerial: '[20126] Invalid Box Serial No.',
  modifyOption: '[20129] Do you want to modify option with harness/without harness?',
  confirmPrint: '[20132] Do you want to print?',
  fillSourceFirst: 'Fill Source first.',
  selectPlant: 'Please select a plant...',
  sourceCheckFailed: 'Could not validate source. Try again.',
  destinationCheckFailed: 'Could not validate destination. Try again.',
  quantityRequired: 'The value Quantity in Box is required.',
  quantityInvalid: 'The value in Quantity in Box is not valid.',
  harnessOptionRequired: 'The Harness Option field is required.',
  destinationNeedsShortPart: (shortPart: string) => `The destination must contain the short part number ${shortPart}.`,
  unknownBox: (box: string) => `Box ${box} does not exist.`,
  unknownHarness: (serial: string) => `Harness ${serial} does not exist.`,
  notInBox: (serial: string, box: string) => `Harness ${serial} is not in box ${box}.`,
  alreadyPrinted: (serial: string) => `Harness ${serial} already exists: a serial is never printed twice.`,
  inSequence: (serial: string, sequence: string) =>
    `${serial} is a serial of the ${sequence} label sequence, issued or still to come: a relabel destination must be a serial no label sequence gives.`,
  otherPlant: (serial: string, plantId: string, server: string) =>
    `${serial} begins with plant ${plantId} of plant server ${server}: a serial belongs to one plant, and a relabel destination stays in its source's plant.`,
  alreadyBoxed: (serial: string) => `Harness ${serial} is already in a box.`,
  shipped: (serial: string) => `Harness ${serial} has shipped.`,
  reserved: (serial: string) => `Harness ${serial} is reserved by DOI; reverse the reserve first.`,
  scrapped: (serial: string) => `Harness ${serial} is scrapped by DOI.`,
  harnessCountMismatch: (expected: number) => `The box holds ${expected} harnesses: fill every row.`,
  notRelabeled: (box: string) => `Box ${box} has no relabel record.`,
  alreadyRelabeled: (box: string) => `Box ${box} is already relabeled.`,
  sameBox: 'The new box label must differ from the old one.',
  relabelSaved: 'Relabel Saved Successfully',
  relabelDeleted: 'Relabel Record Deleted Successfully',
  reinspectedDeleted: 'Re-inspected Box Deleted Successfully',
} as const;

export const HARNESS_TYPES = ['Mexico', 'GPP'] as const;
export type HarnessType = (typeof HARNESS_TYPES)[number];
export const HARNESS_OPTIONS = ['WITH HARNESS', 'WITHOUT HARNESS'] as const;
export type HarnessOption = (typeof HARNESS_OPTIONS)[number];

export const REWORK_LIMITS = {
  harnessSerial: 15,
  boxLabel: 15,
  noBoxLabel: 25,
  quantity: { min: 1, max: 999 },
} as const;

/** The short part number a harness serial carries: characters 5 to 8 (Mexico) or the first 4 (GPP). */
export function shortPartOf(serial: string, type: HarnessType): string {
  return type === 'GPP' ? serial.slice(0, 4) : serial.slice(4, 8);
}

export interface RelabelPair {
  sourceHarness: string;
  destinationHarness: string;
}

/**
 * The grid's own checks of one row against the others (what the web shows per cell, and the
 * service repeats): both filled, destination after source, the same short part everywhere and
 * in the destination, no serial twice. Returns the first problem of each row, or null.
 */
export function relabelRowProblems(rows: readonly RelabelPair[], type: HarnessType): (string | null)[] {
  const first = rows.find((r) => r.sourceHarness)?.sourceHarness;
  const shortPart = first ? shortPartOf(first, type) : undefined;
  const seen = new Map<string, number>();
  for (const r of rows)
    for (const s of [r.sourceHarness, r.destinationHarness])
      if (s) seen.set(s.toUpperCase(), (seen.get(s.toUpperCase()) ?? 0) + 1);
  return rows.map((r) => {
    if (!r.sourceHarness) return r.destinationHarness ? reworkMessages.fillSourceFirst : reworkMessages.cannotBeBlank;
    if (!r.destinationHarness) return reworkMessages.cannotBeBlank;
    if (shortPart !== undefined && shortPartOf(r.sourceHarness, type) !== shortPart)
      return reworkMessages.shortPartSame;
    if (shortPart !== undefined && !r.destinationHarness.toUpperCase().includes(shortPart.toUpperCase()))
      return reworkMessages.destinationNeedsShortPart(shortPart);
    const twice = [r.sourceHarness, r.destinationHarness].some((s) => (seen.get(s.toUpperCase()) ?? 0) > 1);
    if (twice || r.sourceHarness.toUpperCase() === r.destinationHarness.toUpperCase())
      return reworkMessages.recordExists;
    return null;
  });
}
