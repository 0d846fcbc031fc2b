/** Business constants of spec 1 section 9. */
export const PAGE_SIZES = [10, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** `take` is capped so that 'all' can never ask a service for an unbounded page. */
export const MAX_TAKE = 100_000;
export const SEARCH_PANEL_WIDTH = 240;
export const LOOKUP_PAGE_SIZE = 10;
export const PART_MAPPING_LOOKUP_PAGE_SIZE = 5;
/** EPB Master's short part lookup pages five at a time (spec 3 section 9). */
export const EPB_SHORT_PART_PAGE_SIZE = 5;

export const TOAST_MS = { short: 2000, reset: 2500, login: 3000, long: 5000, longest: 7000 } as const;
export const WARNING_MS = 2000;

export const ADMIN_SERVER = { name: 'FGSSCENTRAL', zone: 'Central', domain: 'NODOMAIN' } as const;
export const NO_DOMAIN = 'NODOMAIN';

export const MIN_DATE = '2000-01-01';
export const LANGUAGES = ['EN', 'ES'] as const;
export type Language = (typeof LANGUAGES)[number];
export const dateFormatFor = (language: string) => (language === 'ES' ? 'dd/MM/yyyy' : 'MM/dd/yyyy');
/** The language an Accept-Language header names: 'ES' for Spanish ('ES', 'es-MX'), else 'EN'; null when none was sent. */
export const acceptedLanguage = (header: string | undefined): Language | null =>
  header ? (/^es\b/i.test(header.trim()) ? 'ES' : 'EN') : null;

/** Spec 1 section 2: the shell's menu widths and breakpoints. */
export const MENU_WIDTH = { opened: 250, collapsed: 60, hidden: 0 } as const;
export const BREAKPOINTS = { xs: 600, sm: 960, md: 1280 } as const;

/**
 * The header of a mutation's idempotency key (the IETF draft's, as payment APIs use it): one key
 * per user action, sent again when the user retries that action. A service answers a repeat with
 * the first reply and never does the work twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * The longest sign-in fields the authentication service takes (its token call's input): stated
 * here, free of zod, so the sign-in page checks them without loading the schemas.
 */
export const SIGN_IN_MAX_LENGTH = { username: 50, password: 128, servername: 50, domain: 50 } as const;
