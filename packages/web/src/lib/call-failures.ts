/**
 * What a call says of its failures. `showsOwnFailure`: the screen tells the user itself, where
 * they look (a print's result in the print panel, the printer's state beside its selector), so
 * the app's toast would only say it a second time.
 */
export interface CallMeta extends Record<string, unknown> {
  showsOwnFailure?: boolean;
}

/** What the app does with a failed call (app/call-errors.ts); nothing until it says. */
let callErrorHandler: (error: unknown, meta: CallMeta | undefined) => void = () => {};

/** The app tells every call, TanStack Query's or not, what to do when it fails. */
export function handleCallErrors(handler: (error: unknown, meta: CallMeta | undefined) => void): void {
  callErrorHandler = handler;
}

/** A failed call, given to the app's handler: by the query client, and by calls made without it. */
export const reportCallError = (error: unknown, meta?: CallMeta): void => callErrorHandler(error, meta);
