import { createElement } from 'react';
import { currentLanguage, currentSpecText, textsIn } from '@/lib/i18n';
import { feedback, shownFeedback } from './feedback-host';

/** The questions on screen now: a double click on what asks must not ask it twice. */
const open = new Set<string>();

/**
 * A yes/no confirmation as a promise: `if (await confirm(messages.confirmSave)) save()`.
 * Asked again while it is still open (a double click), the second ask answers no at once, so only
 * the first caller acts on the user's answer.
 */
export function confirm(message: string, labels: { yes?: string; no?: string } = {}): Promise<boolean> {
  if (open.has(message)) return Promise.resolve(false);
  open.add(message);
  const t = textsIn(currentLanguage());
  const spec = currentSpecText();
  const { yes = t('yes'), no = t('no') } = labels;
  return new Promise((resolve) => {
    // The first answer counts: the close after Yes, or a second click on Yes, changes nothing.
    let answered = false;
    const answer = (value: boolean) => {
      if (answered) return;
      answered = true;
      open.delete(message);
      resolve(value);
    };
    void feedback().then(({ modals }) => {
      const id = modals.openConfirmModal({
        title: t('confirm'),
        centered: true,
        // A click beside the question closes it, but not the second click of the double click that
        // asked it: that one lands on the overlay as the question opens.
        closeOnClickOutside: false,
        overlayProps: { onClick: (event) => event.detail < 2 && modals.close(id) },
        // A question may say on lines before it what happened (a failure, then 'Do you want to retry?').
        children: createElement('div', { style: { whiteSpace: 'pre-line' } }, spec(message)),
        labels: { confirm: yes, cancel: no },
        onConfirm: () => answer(true),
        onCancel: () => answer(false),
        onClose: () => answer(false),
      });
    });
  });
}

/**
 * Closes every open question (answered no) and every other dialog of the modals manager (an upload's
 * refusal): each belongs to the screen that opened it.
 */
export const closeQuestions = () => shownFeedback()?.modals.closeAll();
