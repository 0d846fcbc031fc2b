import { messages, TOAST_MS, WARNING_MS } from '@fgss/contracts';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { createElement } from 'react';
import { currentSpecText } from '@/lib/i18n';
import { feedback } from './feedback-host';

const ownMessages = new Set<string>(Object.values(messages));

/**
 * Toasts with the spec's durations (spec 1 section 9). Server messages with commas are shown one
 * part per line (spec 1 section 8); the spec's own messages are shown as written.
 */
export function toLines(message: string): string {
  return message.includes(',') && !ownMessages.has(message)
    ? message
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
        .join('\n')
    : message;
}

export interface ToastOptions {
  /** A toast with an id is shown once while it is on screen (one time-out for many failed calls). */
  id?: string;
  /** A text of the spec shown as written, commas and all (not a server message to split). */
  asWritten?: boolean;
}

const icons = { green: IconCheck, red: IconX, orange: IconAlertTriangle, blue: IconInfoCircle };

/** The message in the user's language: a known text whole, else each of its lines. */
function inLanguage(message: string, options: ToastOptions): string {
  const spec = currentSpecText();
  const whole = spec(message);
  if (whole !== message || options.asWritten) return whole;
  return spec(toLines(message));
}

const show = (color: keyof typeof icons, message: string, autoClose: number, options: ToastOptions = {}) => {
  const text = inLanguage(message, options);
  void feedback().then(({ notifications }) =>
    notifications.show({
      id: options.id,
      color,
      icon: createElement(icons[color], { size: 18 }),
      message: text,
      autoClose,
      style: { whiteSpace: 'pre-line' },
    }),
  );
};

export const toast = {
  success: (message: string, ms: number = TOAST_MS.short, options?: ToastOptions) =>
    show('green', message, ms, options),
  error: (message: string, ms: number = TOAST_MS.short, options?: ToastOptions) => show('red', message, ms, options),
  warning: (message: string, ms: number = WARNING_MS, options?: ToastOptions) => show('orange', message, ms, options),
  info: (message: string, ms: number = TOAST_MS.short, options?: ToastOptions) => show('blue', message, ms, options),
};
