import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { ModalsProvider, modals } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { feedbackHost } from '@/kit/feedback/feedback-host';
import { useT } from '@/lib/i18n';

/**
 * Mantine's toasts and dialogs, drawn beside the routes once the first is asked for
 * (kit/feedback/feedback-host.ts). The providers' effects, which listen for their managers'
 * calls, run before this one says they listen. A confirmation's buttons speak the user's language.
 */
export default function FeedbackHost() {
  const t = useT();
  useEffect(() => feedbackHost.listens({ modals, notifications }), []);
  return (
    <>
      <Notifications position="top-center" limit={4} />
      <ModalsProvider labels={{ confirm: t('yes'), cancel: t('no') }}>{null}</ModalsProvider>
    </>
  );
}
