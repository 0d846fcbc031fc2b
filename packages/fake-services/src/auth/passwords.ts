import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CentralDb } from '../db/central.js';
import { outbox, passwordRecoveryCodes, users } from '../db/schema/central.js';
import { badRequest } from '../http/errors.js';
import type { User } from './directory.js';
import { hashSecret, recoveryCode, verifySecret } from './secrets.js';

const HOUR_MS = 3_600_000;
/** How long a new password stays valid. */
const PASSWORD_LIFETIME_DAYS = 90;
const RECOVERY_CODE_LIFETIME_MS = HOUR_MS;

export const WRONG_OLD_PASSWORD = 'The old password or recovery code is not correct';

/** A hash to verify against when the user does not exist, so both cases take as long. */
let decoy: Promise<string> | undefined;

/** Checks a password without telling whether the user exists. */
export async function passwordMatches(user: User | undefined, password: string): Promise<boolean> {
  if (!user) {
    decoy ??= hashSecret('decoy password');
    await verifySecret(password, await decoy);
    return false;
  }
  return verifySecret(password, user.passwordHash);
}

/**
 * Stores a hashed, one-hour recovery code in place of the user's earlier ones (one open code per
 * user, so checking a code costs one hash however often a reset is asked) and puts the mail
 * carrying it in the outbox. For an unknown user it does the same hashing and sends nothing, so
 * the reply takes as long.
 */
export async function startPasswordReset(
  db: CentralDb,
  user: User | undefined,
  server: string,
  now = new Date(),
): Promise<void> {
  const code = recoveryCode();
  const codeHash = await hashSecret(code);
  if (!user) return;
  db.transaction((tx) => {
    tx.delete(passwordRecoveryCodes).where(eq(passwordRecoveryCodes.userId, user.id)).run();
    tx.insert(passwordRecoveryCodes)
      .values({ userId: user.id, codeHash, expiresAt: new Date(now.getTime() + RECOVERY_CODE_LIFETIME_MS) })
      .run();
    tx.insert(outbox)
      .values({
        toAddress: user.email,
        subject: 'FGSS password reset',
        body: `Hello ${user.firstName},\n\nUse this code as your old password to set a new password on ${server}: ${code}\nThe code is valid for one hour.\n`,
        createdAt: now,
      })
      .run();
  });
}

/** Whether `code` is the user's open recovery code: its newest unused, unexpired one, one hash at most. */
async function matchesRecoveryCode(db: CentralDb, user: User, code: string, now: Date): Promise<boolean> {
  const open = db
    .select({ codeHash: passwordRecoveryCodes.codeHash })
    .from(passwordRecoveryCodes)
    .where(
      and(
        eq(passwordRecoveryCodes.userId, user.id),
        isNull(passwordRecoveryCodes.usedAt),
        gt(passwordRecoveryCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(passwordRecoveryCodes.id))
    .limit(1)
    .get();
  return open ? verifySecret(code, open.codeHash) : false;
}

/**
 * Sets a new password when `old` is the current password or an open recovery code. The new
 * password is valid for 90 days, clears the first-logon flag and closes every recovery code.
 */
export async function changePassword(
  db: CentralDb,
  user: User | undefined,
  old: string,
  next: string,
  now = new Date(),
): Promise<void> {
  const byPassword = await passwordMatches(user, old);
  if (!user || (!byPassword && !(await matchesRecoveryCode(db, user, old, now)))) {
    throw badRequest(WRONG_OLD_PASSWORD);
  }
  if (await verifySecret(next, user.passwordHash)) {
    throw badRequest('The new password must be different from the current password');
  }
  const passwordHash = await hashSecret(next);
  db.transaction((tx) => {
    tx.update(users)
      .set({
        passwordHash,
        firstLogon: false,
        passwordExpiresAt: new Date(now.getTime() + PASSWORD_LIFETIME_DAYS * 24 * HOUR_MS),
        // Every token signed before the change is refused from now on.
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, user.id))
      .run();
    tx.update(passwordRecoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordRecoveryCodes.userId, user.id), isNull(passwordRecoveryCodes.usedAt)))
      .run();
  });
}
