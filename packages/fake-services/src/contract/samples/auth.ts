import { account, api, run, type Sample } from '../kit.js';

/** Authentication (spec 1 section 7). */
export const authSamples: Record<string, Sample> = {
  'auth.authentication.token': () => account,
  'auth.authentication.domains': () => ({}),
  'auth.authentication.servernames': () => ({ username: account.username }),
  'auth.authentication.domainname': () => ({ username: account.username, servername: account.servername }),
  'auth.authentication.setDomainname': async () => {
    const current = await api<{ name: string }>('auth.authentication.domainname', {
      username: account.username,
      servername: account.servername,
    });
    return { username: account.username, domain: current.name, category: '', server: account.servername };
  },
  'auth.authentication.defaultserver': () => ({ username: account.username }),
  'auth.authentication.setDefaultserver': async () => {
    const servers = await api<{ name: string; zone: string; isFavorite: boolean }[]>(
      'auth.authentication.defaultserver',
      { username: account.username },
    );
    const favourites = servers.filter((s) => s.isFavorite);
    return {
      userName: account.username,
      Zones: [...new Set(favourites.map((s) => s.zone))].map((zone) => ({
        Category: zone,
        Servers: favourites.filter((s) => s.zone === zone).map((s) => ({ Name: s.name })),
      })),
    };
  },
  'auth.authentication.serverStatus': () => ({}),
  'auth.authentication.setServerStatus': async () => {
    const rows = await api<{ id: number; name: string; enabled: boolean }[]>('auth.authentication.serverStatus', {});
    const own = rows.find((r) => r.name === account.servername);
    return { id: own?.id, enabled: own?.enabled };
  },
  'auth.authentication.session': () => ({}),
  'auth.authentication.resetPassword': () => ({ username: `nobody${run}`, servername: account.servername }),
  // Changes the password away and back, leaving the account as it was.
  'auth.authentication.changePassword': async () => {
    const temporary = `Contract${run}9`;
    const change = { username: account.username, servername: account.servername };
    await api('auth.authentication.changePassword', {
      ...change,
      oldPassword: account.password,
      newPassword: temporary,
      confirmPassword: temporary,
    });
    return { ...change, oldPassword: temporary, newPassword: account.password, confirmPassword: account.password };
  },
};
