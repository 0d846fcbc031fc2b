import { modals } from '@mantine/modals';
import { createElement } from 'react';
import { currentLanguage, currentSpecText, textsIn } from '@/lib/i18n';

/** A yes/no confirmation as a promise: `if (await confirm(messages.confirmSave)) save()`. */
export function confirm(message: string, labels: { yes?: string; no?: string } = {}): Promise<boolean> {
  const t = textsIn(currentLanguage());
  const spec = currentSpecText();
  const { yes = t('yes'), no = t('no') } = labels;
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('confirm'),
      centered: true,
      // A question may say on lines before it what happened (a failure, then 'Do you want to retry?').
      children: createElement('div', { style: { whiteSpace: 'pre-line' } }, spec(message)),
      labels: { confirm: yes, cancel: no },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
