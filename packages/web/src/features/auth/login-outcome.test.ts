import { messages, type TokenReply, type UserData } from '@fgss/contracts';
import { describe, expect, it } from 'vitest';
import { loginOutcome } from './login-outcome';

const user = (groupCode: string): UserData => ({
  id: 1,
  userName: 'planner',
  employeeName: 'Ana Planner',
  firstName: 'Ana',
  email: 'ana@example.com',
  groupCode,
  manager: '',
  employeeCode: 'E1',
  language: 'EN',
  formatDate: 'MM/dd/yyyy',
  serverName: 'PLANT1',
  databaseName: 'plant1',
  category: 'North',
  domain: 'NODOMAIN',
  environment: 'DEV',
  version: '1.0.0',
});

const reply = (over: Partial<TokenReply> = {}): TokenReply => ({
  token: 'jwt',
  userData: user('PLANNER'),
  permissionTree: [],
  message: null,
  passwordExpired: false,
  passwordToBeExpired: false,
  firstLogon: false,
  ...over,
});

describe('loginOutcome', () => {
  it('signs a user in and goes home', () => {
    expect(loginOutcome(reply(), { admin: false })).toEqual({ kind: 'signedIn', to: '/home' });
  });

  it("sends a first logon to change password with 'Received Code'", () => {
    expect(loginOutcome(reply({ firstLogon: true, token: null }), { admin: false })).toEqual({
      kind: 'changePassword',
      message: 'Received Code',
    });
  });

  it("sends an expired password to change password with 'Old Password'", () => {
    expect(loginOutcome(reply({ passwordExpired: true, token: null }), { admin: false })).toEqual({
      kind: 'changePassword',
      message: 'Old Password',
    });
  });

  it('offers the change when the password is about to expire, signing in otherwise', () => {
    expect(loginOutcome(reply({ passwordToBeExpired: true }), { admin: false })).toEqual({
      kind: 'offerChange',
      to: '/home',
    });
  });

  it("fails with the server's message, or the generic one", () => {
    expect(loginOutcome(reply({ token: null, userData: null, message: 'Account locked' }), { admin: false })).toEqual({
      kind: 'failed',
      message: 'Account locked',
    });
    expect(loginOutcome(reply({ token: null, userData: null }), { admin: false })).toEqual({
      kind: 'failed',
      message: messages.invalidCredentials,
    });
  });

  it('takes a SUPER admin login to server status', () => {
    expect(loginOutcome(reply({ userData: user('SUPER') }), { admin: true })).toEqual({
      kind: 'signedIn',
      to: '/serverStatus',
    });
  });

  it('refuses the admin login of a user outside SUPER, even with a password about to expire', () => {
    expect(loginOutcome(reply(), { admin: true })).toEqual({ kind: 'notAdmin' });
    expect(loginOutcome(reply({ passwordToBeExpired: true }), { admin: true })).toEqual({ kind: 'notAdmin' });
  });
});
