import type { modals } from '@mantine/modals';
import type { notifications } from '@mantine/notifications';

/** The managers of Mantine's dialogs and toasts. */
export interface Feedback {
  modals: typeof modals;
  notifications: typeof notifications;
}

const listeners = new Set<() => void>();
let wanted = false;
let shown: Feedback | undefined;
let listening: (managers: Feedback) => void = () => {};
const ready = new Promise<Feedback>((resolve) => {
  listening = resolve;
});

/**
 * The dialogs' and toasts' managers once their providers listen. The providers
 * (app/feedback-host.tsx) are loaded and drawn at the first toast or question: the sign-in page
 * loads neither until it has something to say; the pages after sign-in ask for them as they load
 * (app/with-data.tsx).
 */
export function feedback(): Promise<Feedback> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

/** The managers once their providers are drawn; before that nothing is shown. */
export const shownFeedback = (): Feedback | undefined => shown;

/** For app/app.tsx and the providers: whether they are wanted, and their word that they listen. */
export const feedbackHost = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: (): boolean => wanted,
  listens(managers: Feedback): void {
    shown = managers;
    listening(managers);
  },
};
