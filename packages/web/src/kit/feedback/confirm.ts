import { modals } from '@mantine/modals';

/** A yes/no confirmation as a promise: `if (await confirm(messages.confirmSave)) save()`. */
export function confirm(message: string, { yes = 'Yes', no = 'No' } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: 'Confirm',
      centered: true,
      children: message,
      labels: { confirm: yes, cancel: no },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
