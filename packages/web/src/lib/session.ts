import {
  type Action,
  can,
  dateFormatFor,
  LANGUAGES,
  type Language,
  moduleOfScreen,
  type PermissionTree,
  type TokenReply,
  type UserData,
} from '@fgss/contracts';
import { useSyncExternalStore } from 'react';

/** The signed-in user, kept in sessionStorage as the spec says ("stored in the session"). */
export interface Session {
  token: string;
  userData: UserData;
  permissionTree: PermissionTree;
}

const KEY = 'fgss.session';
/** A user's language and date format chosen on /profile, kept on this browser for later sign-ins. */
const preferenceKey = (userName: string) => `fgss.preferences.${userName.toLowerCase()}`;

export interface Preferences {
  language: Language;
  formatDate: string;
}

export const browserLanguage = (): string => (typeof navigator === 'undefined' ? 'en' : navigator.language);

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The user's language when signed in, else the upper-cased first part of the browser language. */
export function languageOf(userLanguage: string | undefined, browser: string): Language {
  const candidate = (userLanguage || browser.split('-')[0] || '').toUpperCase();
  return isLanguage(candidate) ? candidate : 'EN';
}

/**
 * The session's language and date format (spec 1: the upper-cased first part of the browser
 * language; dd/MM/yyyy for ES, else MM/dd/yyyy), unless the user chose others on /profile.
 */
export function sessionPreferences(userName: string, browser = browserLanguage()): Preferences {
  try {
    const saved = JSON.parse(localStorage.getItem(preferenceKey(userName)) ?? 'null') as Preferences | null;
    if (saved && isLanguage(saved.language) && saved.formatDate) return saved;
  } catch {
    // An unreadable choice is no choice.
  }
  const language = languageOf(undefined, browser);
  return { language, formatDate: dateFormatFor(language) };
}

function store(next: Session) {
  current = next;
  sessionStorage.setItem(KEY, JSON.stringify(next));
  for (const l of listeners) l();
}
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
    const userData = { ...reply.userData, ...sessionPreferences(reply.userData.userName) };
    store({ token: reply.token, userData, permissionTree: reply.permissionTree });
    return current!;
  },
  /** The profile's choice: applies to this session now and to later sign-ins on this browser. */
  setPreferences(preferences: Preferences): void {
    if (!current) return;
    localStorage.setItem(preferenceKey(current.userData.userName), JSON.stringify(preferences));
    store({ ...current, userData: { ...current.userData, ...preferences } });
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
