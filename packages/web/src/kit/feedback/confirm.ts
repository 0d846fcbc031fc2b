import { modals } from '@mantine/modals';
import { createElement } from 'react';
import { currentLanguage, textsIn } from '@/lib/i18n';

/** The questions on screen now: a double click on what asks must not ask it twice. */
const open = new Set<string>();

/**
 * A yes/no confirmation as a promise: `if (await confirm(messages.confirmSave)) save()`.
 * Asked again while it is still open (a double click), the second ask answers no at once, so
 * only the first caller acts on the user's answer.
 */
export function confirm(message: string, labels: { yes?: string; no?: string } = {}): Promise<boolean> {
  if (open.has(message)) return Promise.resolve(false);
  open.add(message);
  const t = textsIn(currentLanguage());
  const { yes = t('yes'), no = t('no') } = labels;
  return new Promise((resolve) => {
    // The first answer counts: Yes then the close that follows it, or a second click on Yes
    // while the dialog fades out, change nothing.
    let answered = false;
    const answer = (yes: boolean) => {
      if (answered) return;
      answered = true;
      open.delete(message);
      resolve(yes);
    };
    modals.openConfirmModal({
      title: t('confirm'),
      centered: true,
      // Answered by Yes or No (or Escape): the second click of a double click on what asked lands
      // on the overlay and would otherwise dismiss the question as it opens.
      closeOnClickOutside: false,
      // A question may say on lines before it what happened (a failure, then 'Do you want to retry?').
      children: createElement('div', { style: { whiteSpace: 'pre-line' } }, message),
      labels: { confirm: yes, cancel: no },
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
}
