import { none, one, type Samples } from './kit.js';

/** Authentication (spec 1 section 7), for the caller the kit names. */
export const authSamples: Samples = {
  'auth.authentication.token': one((k) => k.signInInput()),
  'auth.authentication.domains': none,
  'auth.authentication.servernames': one((k) => ({ username: k.user })),
  'auth.authentication.domainname': one((k) => ({ username: k.user, servername: k.servername, category: k.zone })),
  'auth.authentication.setDomainname': one((k) => ({
    username: k.user,
    domain: k.domain,
    category: k.zone,
    server: k.servername,
  })),
  'auth.authentication.defaultserver': one((k) => ({ username: k.user })),
  'auth.authentication.setDefaultserver': one((k) => ({
    userName: k.user,
    Zones: [{ Category: k.zone, Servers: [{ Name: k.servername }] }],
  })),
  'auth.authentication.serverStatus': none,
  // Sets the server's state to what it is, leaving it as it was.
  'auth.authentication.setServerStatus': one(async (k) => {
    const rows = await k.call<{ id: number; name: string; enabled: boolean }[]>('auth.authentication.serverStatus', {});
    const own = rows.find((r) => r.name === k.servername);
    return { id: own?.id, enabled: own?.enabled };
  }),
  'auth.authentication.session': none,
  // A user no server knows: nothing is mailed to anyone.
  'auth.authentication.resetPassword': one((k) => ({ username: `NOBODY${k.code(8)}`, servername: k.servername })),
  'auth.authentication.changePassword': one(async (k) => {
    const { username, oldPassword, newPassword } = await k.passwordChange();
    return { username, oldPassword, newPassword, confirmPassword: newPassword, servername: k.servername };
  }),
};
