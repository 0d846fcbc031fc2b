import { type ApprovalGroups, approvalRights, type ComponentCodeRow, partRulesMessages } from '@fgss/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PlantDb } from '../../db/plant.js';
import { componentCodes } from '../../db/schema/part-rules/index.js';
import { systemParameters } from '../../db/schema/plant/system-parameters.js';
import type { Batch } from '../../grid/store.js';
import { ServiceError } from '../../http/errors.js';

/** The parameters (option General) that list the DE and QA approve groups, comma separated. */
export const APPROVAL_PARAMETERS = { de: 'DE_APPROVE_GROUP', qa: 'QA_APPROVE_GROUP' } as const;

export function approvalGroupsOf(db: PlantDb): ApprovalGroups {
  const groups = (code: string) =>
    (
      db
        .select({ value: systemParameters.parameter_Value })
        .from(systemParameters)
        .where(and(eq(systemParameters.option, 'General'), eq(systemParameters.parameter_c, code)))
        .get()?.value ?? ''
    )
      .split(',')
      .map((g) => g.trim().toUpperCase())
      .filter((g) => g !== '');
  return { deApproveGroup: groups(APPROVAL_PARAMETERS.de), qaApproveGroup: groups(APPROVAL_PARAMETERS.qa) };
}

type Approvals = { deApproval?: boolean; qaApproval?: boolean };
type Codes = Partial<Pick<ComponentCodeRow, 'customerCode' | 'supplierCode' | 'componentCode'>>;
type Stored = ComponentCodeRow;
const unapproved: Approvals = { deApproval: false, qaApproval: false };

/** Refuses a change of an approval the caller's group may not make (403, the spec's rule). */
export function checkApprovalChange(rights: { de: boolean; qa: boolean }, before: Approvals, after: Approvals): void {
  if (!rights.de && Boolean(after.deApproval) !== Boolean(before.deApproval))
    throw new ServiceError(403, partRulesMessages.deApprovalDenied);
  if (!rights.qa && Boolean(after.qaApproval) !== Boolean(before.qaApproval))
    throw new ServiceError(403, partRulesMessages.qaApprovalDenied);
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').toUpperCase() === (b ?? '').toUpperCase();

/**
 * The approval columns after a save of one row: a change of its codes withdraws both approvals;
 * an approval records who gave it; the row stays modified (yellow) until DE and QA both approve.
 */
export function approvalState(before: Stored | undefined, after: Codes & Approvals, user: string) {
  const changed =
    before !== undefined &&
    !(
      same(before.customerCode, after.customerCode) &&
      same(before.supplierCode, after.supplierCode) &&
      same(before.componentCode, after.componentCode)
    );
  const de = !changed && after.deApproval === true;
  const qa = !changed && after.qaApproval === true;
  const by = (given: boolean, was: boolean | undefined, wasBy: string | null | undefined) =>
    given ? (was && !changed ? (wasBy ?? user) : user) : null;
  return {
    deApproval: de,
    qaApproval: qa,
    deApprovedBy: by(de, before?.deApproval, before?.deApprovedBy),
    qaApprovedBy: by(qa, before?.qaApproval, before?.qaApprovedBy),
    isModified: before === undefined || changed || before.isModified ? !(de && qa) : false,
  };
}

type Row = Partial<ComponentCodeRow>;

/**
 * Saves a batch of component code rows with the approval rules, in one transaction: `write`
 * runs the generic store's save, then each row's approval columns are set.
 */
export function saveWithApprovals(
  db: PlantDb,
  batch: Batch<Row, Row & { id: number }>,
  caller: { user: string; group: string },
  write: () => void,
): void {
  const rights = approvalRights(approvalGroupsOf(db), caller.group);
  const stored = (id: number) => db.select().from(componentCodes).where(eq(componentCodes.id, id)).get();
  const set = (where: SQL | undefined, values: ReturnType<typeof approvalState>) =>
    db.update(componentCodes).set(values).where(where).run();
  db.$client.transaction(() => {
    const before = new Map(batch.updated.map((row) => [row.id, stored(row.id)]));
    for (const row of batch.inserted) checkApprovalChange(rights, unapproved, row);
    for (const row of batch.updated) checkApprovalChange(rights, before.get(row.id) ?? unapproved, row);
    write();
    for (const row of batch.updated)
      set(eq(componentCodes.id, row.id), approvalState(before.get(row.id), row, caller.user));
    for (const row of batch.inserted)
      set(
        and(eq(componentCodes.plantId, row.plantId ?? ''), eq(componentCodes.sewsPartNo, row.sewsPartNo ?? '')),
        approvalState(undefined, row, caller.user),
      );
  })();
}
