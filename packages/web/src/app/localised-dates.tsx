import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { useLanguage } from '@/lib/i18n';

/**
 * Calendars speak the user's language. Around the signed-in pages only, the ones that show dates:
 * dayjs and its Spanish stay out of the sign-in page.
 */
export function LocalisedDates({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return <DatesProvider settings={{ locale: language === 'ES' ? 'es' : 'en' }}>{children}</DatesProvider>;
}
