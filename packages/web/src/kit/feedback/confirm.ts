import { modals } from '@mantine/modals';
import { createElement } from 'react';

/** A yes/no confirmation as a promise: `if (await confirm(messages.confirmSave)) save()`. */
export function confirm(message: string, { yes = 'Yes', no = 'No' } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: 'Confirm',
      centered: true,
      // A question may say on lines before it what happened (a failure, then 'Do you want to retry?').
      children: createElement('div', { style: { whiteSpace: 'pre-line' } }, message),
      labels: { confirm: yes, cancel: no },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
