import { z } from 'zod';
import type { Action } from '../permissions.js';

export const REWORK_MODULE = 'ReworkReinspection';

/**
 * Access of the rework screens, on the spec's stricter reading (spec 2 sections 2 and 6): every
 * lookup and check needs the screen's read right (even where the old screens did not check), a
 * relabel print or save the right that creates or changes records, and undoing a saved relabel
 * or deleting a re-inspected box the delete right.
 */
export const reworkAccess = (screen: string, action: Action) =>
  ({ kind: 'screen', module: REWORK_MODULE, screen, action }) as const;

export const noInput = z.object({});
export const plantId = z.string().trim().min(1).max(12);
