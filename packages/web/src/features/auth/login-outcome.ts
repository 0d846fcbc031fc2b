import { messages, SUPER_GROUP, type TokenReply } from '@fgss/contracts';

/** The change-password page labels its first field after why the user is there. */
export type OldPasswordLabel = 'Old Password' | 'Received Code';

/** What /change-password/1 carries from sign-in or reset (spec 1 section 2). */
export interface ChangePasswordState {
  username: string;
  servername: string;
  message: OldPasswordLabel;
}

type Landing = '/home' | '/serverStatus';
export type SignedInOutcome = { kind: 'signedIn'; to: Landing } | { kind: 'notAdmin' };

export type LoginOutcome =
  | { kind: 'failed'; message: string }
  | { kind: 'changePassword'; message: OldPasswordLabel }
  /** Password about to expire: offer the change; declining signs in and goes `to`. */
  | { kind: 'offerChange'; to: Landing }
  | SignedInOutcome;

/** The login outcomes of spec 1 section 4, for the user or the admin login. */
export function loginOutcome(reply: TokenReply, { admin }: { admin: boolean }): LoginOutcome {
  if (reply.firstLogon) return { kind: 'changePassword', message: 'Received Code' };
  if (reply.passwordExpired) return { kind: 'changePassword', message: 'Old Password' };
  if (!reply.token || !reply.userData) return { kind: 'failed', message: reply.message || messages.invalidCredentials };
  const signedIn = signedInOutcome(reply.userData.groupCode, admin);
  if (reply.passwordToBeExpired && signedIn.kind === 'signedIn') return { kind: 'offerChange', to: signedIn.to };
  return signedIn;
}

/** The admin login lets only group SUPER in, and takes it to the server status screen. */
function signedInOutcome(groupCode: string, admin: boolean): SignedInOutcome {
  if (!admin) return { kind: 'signedIn', to: '/home' };
  return groupCode === SUPER_GROUP ? { kind: 'signedIn', to: '/serverStatus' } : { kind: 'notAdmin' };
}
