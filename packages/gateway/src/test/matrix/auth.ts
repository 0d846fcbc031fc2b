import { SERVER } from '../plant.js';
import type { Samples } from './kit.js';

/** Authentication. */
export const authSamples: Samples = {
  'auth.authentication.token': { '': (k) => k.signInInput(k.user) },
  'auth.authentication.domains': { '': () => ({}) },
  'auth.authentication.servernames': { '': (k) => ({ username: k.user }) },
  'auth.authentication.domainname': { '': (k) => ({ username: k.user, servername: SERVER, category: k.zone }) },
  'auth.authentication.setDomainname': {
    '': (k) => ({ username: k.user, domain: k.domain, category: k.zone, server: SERVER }),
  },
  'auth.authentication.defaultserver': { '': (k) => ({ username: k.user }) },
  'auth.authentication.setDefaultserver': {
    '': (k) => ({ userName: k.user, Zones: [{ Category: k.zone, Servers: [{ Name: SERVER }] }] }),
  },
  'auth.authentication.serverStatus': { '': () => ({}) },
  'auth.authentication.setServerStatus': { '': (k) => ({ id: k.serverId, enabled: true }) },
  'auth.authentication.session': { '': () => ({}) },
  'auth.authentication.resetPassword': { '': (k) => ({ username: k.user, servername: SERVER }) },
  'auth.authentication.changePassword': {
    '': (k) => {
      const { oldPassword, newPassword } = k.nextPassword();
      return { username: 'soon', oldPassword, newPassword, confirmPassword: newPassword, servername: SERVER };
    },
  },
};
