/** User-facing messages of Archive Process Configuration (spec 3 section 5) and its archive job. */
export const archiveMessages = {
  archiveDayRange: 'The field Archive Day must be between 0 and 9999.',
  removeDayRange: 'The field Remove Day must be between 0 and 9999.',
  /** The job's answer: what it moved and removed, read by a plant user. */
  runDone: (moved: number, removed: number) =>
    `Archive finished: ${moved} rows moved to the archive, ${removed} archived rows removed.`,
} as const;
