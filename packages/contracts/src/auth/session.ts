import { z } from 'zod';
import { permissionTree } from '../permission-tree.js';

/** The signed-in user as the token call returns it (spec 1 section 3, "Session user"). */
export const userData = z.object({
  id: z.number().int(),
  userName: z.string(),
  employeeName: z.string(),
  firstName: z.string(),
  email: z.string(),
  groupCode: z.string(),
  manager: z.string(),
  employeeCode: z.string(),
  language: z.string(),
  formatDate: z.string(),
  serverName: z.string(),
  databaseName: z.string(),
  category: z.string(),
  domain: z.string(),
  environment: z.string(),
  version: z.string(),
});
export type UserData = z.infer<typeof userData>;

export const tokenReply = z.object({
  token: z.string().nullable(),
  userData: userData.nullable(),
  permissionTree: permissionTree,
  message: z.string().nullable(),
  passwordExpired: z.boolean(),
  passwordToBeExpired: z.boolean(),
  firstLogon: z.boolean(),
});
export type TokenReply = z.infer<typeof tokenReply>;

/** Claims of the JWT the authentication service signs and the gateway verifies. */
export const tokenClaims = z.object({
  sub: z.string(),
  server: z.string(),
  group: z.string(),
  /** Compact permissions: 'Module/Screen' -> 'RCUD' letters. */
  prm: z.record(z.string(), z.string()),
});
export type TokenClaims = z.infer<typeof tokenClaims>;
/**
 * What a verified token carries beyond the access claims: `ver`, the user's token version when
 * it was signed. A password change raises the version, and older tokens are refused (revocation).
 */
export const sessionClaims = tokenClaims.extend({ ver: z.number().int().nonnegative() });
export type SessionClaims = z.infer<typeof sessionClaims>;
export const TOKEN_ALG = 'HS256';
export const TOKEN_ISSUER = 'fgss-auth';
/** The services and the gateway accept only tokens minted for them. */
export const TOKEN_AUDIENCE = 'fgss-web';
export const TOKEN_TTL_SECONDS = 10 * 60 * 60;
/** exp, iat, iss and aud must be present: jose checks their values, this makes them required. */
export const REQUIRED_TOKEN_CLAIMS = ['exp', 'iat', 'iss', 'aud', 'sub'];
