import { z } from 'zod';

// A user's permission tree as the authentication service sends it (spec 1 section 6). Apart from
// the checks of permissions.ts, so that code which only reads a tree (the web's sign-in page) does
// not load zod.
const flag = z.enum(['Y', 'N']);

/** A screen (item) of a module: read is procesS_FLG, the others their own flags. */
export const permissionLeaf = z.object({
  prograM_DES: z.string(),
  prograM_DES_CLEAN: z.string(),
  procesS_FLG: flag,
  creatE_FLG: flag,
  updatE_FLG: flag,
  deletE_FLG: flag,
  icon: z.string().optional(),
});
export type PermissionLeaf = z.infer<typeof permissionLeaf>;

/** A module (program group): top-level menu entry with its screens. */
export const permissionNode = z.object({
  prograM_DES: z.string(),
  prograM_DES_CLEAN: z.string(),
  icon: z.string(),
  treeMenuChild: z.array(permissionLeaf),
});
export type PermissionNode = z.infer<typeof permissionNode>;
export const permissionTree = z.array(permissionNode);
export type PermissionTree = z.infer<typeof permissionTree>;
