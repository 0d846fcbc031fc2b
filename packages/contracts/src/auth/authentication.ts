import { z } from 'zod';
import { defineCall } from '../call.js';
import { SIGN_IN_MAX_LENGTH } from '../constants.js';
import { messages } from '../messages.js';
import { tokenReply } from './session.js';

const messageReply = z.object({ message: z.string() });
const username = z.string().trim().min(1, messages.usernameRequired).max(SIGN_IN_MAX_LENGTH.username);
const servername = z.string().trim().min(1, messages.serverRequired).max(SIGN_IN_MAX_LENGTH.servername);
const password = z.string().min(1, messages.passwordRequired).max(SIGN_IN_MAX_LENGTH.password);
const pub = { kind: 'public' } as const;
const session = { kind: 'session' } as const;
const base = { service: 'auth' } as const;

export const serverItem = z.object({
  id: z.number().int(),
  name: z.string(),
  zone: z.string(),
  isFavorite: z.boolean(),
});
export const serverStatusRow = z.object({
  id: z.number().int(),
  zone: z.string(),
  name: z.string(),
  enabled: z.boolean(),
});
export const favouriteServer = serverItem;

/** The password policy of the fake plant, stated where the change form can use it too. */
export const newPassword = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128)
  .regex(/[A-Za-z]/, 'Password must contain a letter')
  .regex(/\d/, 'Password must contain a digit');

export const authentication = {
  token: defineCall({
    ...base,
    method: 'POST',
    path: 'authentication/token',
    access: pub,
    input: z.object({
      username: username.regex(/^[^0-9]*$/, messages.usernameNoDigits),
      password,
      servername,
      isFavorite: z.boolean().default(false),
      zone: z.string().max(50).default(''),
      isAdmin: z.boolean().default(false),
      domain: z.string().trim().min(1, messages.domainRequired).max(SIGN_IN_MAX_LENGTH.domain),
    }),
    response: tokenReply,
  }),
  domains: defineCall({
    ...base,
    method: 'GET',
    path: 'authentication/domains',
    access: pub,
    input: z.object({}),
    response: z.array(z.object({ name: z.string() })),
  }),
  servernames: defineCall({
    ...base,
    method: 'GET',
    path: 'authentication/servernames',
    access: pub,
    input: z.object({ username: z.string().max(50).optional() }),
    response: z.array(serverItem),
  }),
  domainname: defineCall({
    ...base,
    method: 'GET',
    path: 'authentication/domainname',
    access: pub,
    input: z.object({
      username: z.string().max(50),
      servername: z.string().max(50),
      category: z.string().max(50).optional(),
    }),
    response: z.object({ name: z.string() }),
  }),
  setDomainname: defineCall({
    ...base,
    method: 'POST',
    path: 'authentication/domainname',
    access: session,
    input: z.object({
      username,
      domain: z.string().trim().min(1, messages.domainRequired).max(50),
      category: z.string().max(50),
      server: servername,
    }),
    response: messageReply,
  }),
  defaultserver: defineCall({
    ...base,
    method: 'GET',
    path: 'authentication/defaultserver',
    access: session,
    input: z.object({ username }),
    response: z.array(favouriteServer),
  }),
  setDefaultserver: defineCall({
    ...base,
    method: 'POST',
    path: 'authentication/defaultserver',
    access: session,
    input: z.object({
      userName: username,
      Zones: z
        .array(z.object({ Category: z.string().max(50), Servers: z.array(z.object({ Name: servername })).max(100) }))
        .max(50),
    }),
    response: messageReply,
  }),
  serverStatus: defineCall({
    ...base,
    method: 'GET',
    path: 'authentication/EnableServerName',
    access: { kind: 'super' },
    input: z.object({}),
    response: z.array(serverStatusRow),
  }),
  setServerStatus: defineCall({
    ...base,
    method: 'PUT',
    path: 'authentication/EnableServerName',
    access: { kind: 'super' },
    input: z.object({ id: z.number().int().positive(), enabled: z.boolean() }),
    response: messageReply,
  }),
  resetPassword: defineCall({
    ...base,
    method: 'POST',
    path: 'authentication/password/reset',
    access: pub,
    input: z.object({ username: z.string().trim().min(1, messages.emailOrUsernameRequired).max(100), servername }),
    response: messageReply,
  }),
  changePassword: defineCall({
    ...base,
    method: 'POST',
    path: 'authentication/password/change',
    access: pub,
    input: z
      .object({
        username,
        oldPassword: z.string().min(1, messages.oldPasswordRequired).max(128),
        newPassword,
        confirmPassword: z.string().min(1, messages.confirmationRequired),
        servername,
      })
      .refine((v) => v.newPassword === v.confirmPassword, {
        path: ['confirmPassword'],
        message: messages.passwordsDoNotMatch,
      }),
    response: tokenReply,
  }),
  /** Whether the caller's token still stands (not revoked); the gateway re-checks its cached tokens with it. */
  session: defineCall({
    ...base,
    method: 'GET',
    path: 'authentication/session',
    access: session,
    input: z.object({}),
    response: z.object({ username: z.string() }),
  }),
};
