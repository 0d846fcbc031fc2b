import type { HarnessOption, HarnessType } from '@fgss/contracts';
import { useMemo, useState } from 'react';

/** The box (or no-box label), its quantity and the new label, as the user typed them. */
export interface RelabelForm {
  plantId: string;
  box: string;
  newBox: string;
  quantity: number | '';
  type: HarnessType;
  option: HarnessOption;
}

const blank: Omit<RelabelForm, 'plantId'> = {
  box: '',
  newBox: '',
  quantity: '',
  type: 'Mexico',
  option: 'WITH HARNESS',
};

/** The form's fields for one plant: `form` is what the calls take, the same object until a field changes. */
export function useRelabelForm(plantId: string) {
  const [typed, setTyped] = useState(blank);
  const form = useMemo<RelabelForm>(() => ({ ...typed, plantId }), [typed, plantId]);
  const change = (patch: Partial<RelabelForm>) => setTyped((f) => ({ ...f, ...patch }));
  return { form, change, reset: () => setTyped(blank) };
}
