import { REQUEST_ID_HEADER } from '@fgss/contracts';
import { currentLanguage } from './i18n';
import { newKey } from './idempotency-link';
import { session } from './session';

/**
 * The headers of every call to the gateway: the user's language (passed on where the spec sends
 * Accept-Language), the bearer token, and a new request id, under which the gateway and the
 * services log the call, its print job and its printer exchange.
 */
export function callHeaders(): Record<string, string> {
  const token = session.get()?.token;
  return {
    'accept-language': currentLanguage(),
    [REQUEST_ID_HEADER]: newKey(),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}
