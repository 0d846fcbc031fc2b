import { TOAST_MS, WARNING_MS } from '@fgss/contracts';
import { notifications } from '@mantine/notifications';

/**
 * Toasts with the spec's durations (spec 1 section 9). Server messages with commas, or over 200
 * characters, are shown one part per line (spec 1 section 8).
 */
export function toLines(message: string): string {
  return message.includes(',')
    ? message
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
        .join('\n')
    : message;
}

const show = (color: string, message: string, autoClose: number) =>
  notifications.show({ color, message: toLines(message), autoClose, style: { whiteSpace: 'pre-line' } });

export const toast = {
  success: (message: string, ms: number = TOAST_MS.short) => show('green', message, ms),
  error: (message: string, ms: number = TOAST_MS.short) => show('red', message, ms),
  warning: (message: string, ms: number = WARNING_MS) => show('orange', message, ms),
  info: (message: string, ms: number = TOAST_MS.short) => show('blue', message, ms),
};
