/**
 * The refusals of heavy work: a label format's Check, a label Preview and Print Center's snapshot
 * are drawn, rendered or scanned off the services' event loop, a few at a time; beyond that the
 * caller is told when to try again (429 with Retry-After), never left to time out.
 */
export const heavyWorkMessages = {
  /** One request holds more heavy calls than a request may (gateway, 400). */
  tooManyInRequest: (most: string, asked: string) =>
    `A request may hold at most ${most} label checks, previews or Print Center snapshots; this one has ${asked}.`,
  /** The user's own heavy calls already wait (429). */
  userBusy: (waiting: string) =>
    `You already have ${waiting} label checks or previews waiting; try again when they have finished.`,
  /** Every render worker is busy and the queue is full (429). */
  plantBusy: 'The plant is busy drawing labels for other users; try again in a moment.',
} as const;
