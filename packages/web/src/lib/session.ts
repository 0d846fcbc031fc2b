import { type Action, can, moduleOfScreen, type PermissionTree, type TokenReply, type UserData } from '@fgss/contracts';
import { useSyncExternalStore } from 'react';

/** The signed-in user, kept in sessionStorage as the spec says ("stored in the session"). */
export interface Session {
  token: string;
  userData: UserData;
  permissionTree: PermissionTree;
}

const KEY = 'fgss.session';
const listeners = new Set<() => void>();
let current: Session | null = read();

function read(): Session | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

export const session = {
  get: (): Session | null => current,
  /** Stores a successful token reply; returns the stored session. */
  signIn(reply: TokenReply): Session {
    if (!reply.token || !reply.userData) throw new Error('The token reply carries no session');
    current = { token: reply.token, userData: reply.userData, permissionTree: reply.permissionTree };
    sessionStorage.setItem(KEY, JSON.stringify(current));
    for (const l of listeners) l();
    return current;
  },
  clear(): void {
    current = null;
    sessionStorage.removeItem(KEY);
    for (const l of listeners) l();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): Session | null {
  return useSyncExternalStore(session.subscribe, session.get);
}

export type ScreenRights = Record<Action, boolean>;

/** The caller's rights on a screen, from the permission tree (the gateway enforces the same). */
export function useScreenRights(screenKey: string): ScreenRights {
  const tree = useSession()?.permissionTree ?? [];
  const module = moduleOfScreen(screenKey)?.key ?? '';
  const ref = { module, screen: screenKey };
  return {
    read: can(tree, ref, 'read'),
    create: can(tree, ref, 'create'),
    update: can(tree, ref, 'update'),
    delete: can(tree, ref, 'delete'),
  };
}
