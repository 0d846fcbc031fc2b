import { compactPermissions, dateFormatFor, type TokenReply } from '@fgss/contracts';
import type { CentralDb } from '../db/central.js';
import { grantsOf, type Server, type User } from './directory.js';
import { permissionTreeOf } from './permission-tree.js';
import type { TokenSigner } from './tokens.js';

const DAY_MS = 86_400_000;
/** A password expiring within this many days gives passwordToBeExpired (spec 1 section 4). */
export const EXPIRY_WARNING_DAYS = 7;

const noSession = { token: null, userData: null, permissionTree: [], passwordToBeExpired: false };

/**
 * The reply of a sign-in (token call, and a successful password change): an expired or
 * first-logon password gets no token and sends the user to change it; otherwise a signed
 * token, the user and the permission tree, with a warning when the password expires soon.
 */
export async function signInReply(
  db: CentralDb,
  tokens: TokenSigner,
  user: User,
  server: Server,
  domain: string,
  now = new Date(),
): Promise<TokenReply> {
  if (user.passwordExpiresAt.getTime() <= now.getTime()) {
    return {
      ...noSession,
      message: 'Your password has expired, please change it',
      passwordExpired: true,
      firstLogon: false,
    };
  }
  if (user.firstLogon) {
    return {
      ...noSession,
      message: 'Please change the password you received before signing in',
      passwordExpired: false,
      firstLogon: true,
    };
  }
  const permissionTree = permissionTreeOf(grantsOf(db, user.groupCode));
  const token = await tokens.sign({
    sub: user.username,
    server: server.name,
    group: user.groupCode,
    prm: compactPermissions(permissionTree),
    ver: user.tokenVersion,
  });
  const daysLeft = Math.ceil((user.passwordExpiresAt.getTime() - now.getTime()) / DAY_MS);
  const expiresSoon = daysLeft <= EXPIRY_WARNING_DAYS;
  return {
    token,
    userData: {
      id: user.id,
      userName: user.username,
      employeeName: `${user.firstName} ${user.lastName}`,
      firstName: user.firstName,
      email: user.email,
      groupCode: user.groupCode,
      manager: user.manager,
      employeeCode: user.employeeCode,
      language: user.language,
      formatDate: dateFormatFor(user.language),
      serverName: server.name,
      databaseName: server.databaseName,
      category: server.zone,
      domain,
      environment: server.environment,
      version: server.version,
    },
    permissionTree,
    message: expiresSoon ? `Your password expires in ${daysLeft} day${daysLeft === 1 ? '' : 's'}` : null,
    passwordExpired: false,
    passwordToBeExpired: expiresSoon,
    firstLogon: false,
  };
}
