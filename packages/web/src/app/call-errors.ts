import { messages, TOAST_MS } from '@fgss/contracts';
import { toast } from '@/kit/feedback/toast';
import { errorKind, markHandled } from '@/lib/api-error';
import type { CallMeta } from '@/lib/call-failures';
import { session } from '@/lib/session';

/**
 * Spec 1 section 8, once for every call: a 401 while signed in ends the session (the route
 * guards then return to /login); an unreachable gateway shows '504 Gateway Time-out' for 2 s,
 * unless the call's screen says so itself (`showsOwnFailure`).
 */
export function onCallError(error: unknown, meta?: CallMeta): void {
  const kind = errorKind(error);
  if (kind === 'unauthorized' && session.get()) {
    markHandled(error);
    session.clear();
    toast.warning(messages.sessionExpired, TOAST_MS.short, { id: 'session-expired' });
  } else if (kind === 'unreachable' && !meta?.showsOwnFailure) {
    markHandled(error);
    toast.error(messages.gatewayTimeout, TOAST_MS.short, { id: 'gateway-timeout' });
  }
}
