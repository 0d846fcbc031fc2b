import type { FieldSpec } from '@fgss/contracts';
import type { ScreenRights } from '@/lib/session';

/**
 * Whether a cell may be edited (spec 1 sections 4 and 6): new rows need create, existing rows
 * update; key fields only on new rows; the primary flag never on new rows; `needsUpdate` fields
 * only with update, even on new rows.
 */
export function canEditField(field: FieldSpec, isNew: boolean, rights: ScreenRights): boolean {
  if (field.kind === 'id' || field.readOnly) return false;
  if (field.needsUpdate && !rights.update) return false;
  if (isNew) return rights.create && !field.primary;
  return rights.update && !field.key;
}
