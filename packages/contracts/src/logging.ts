/** The header that carries one click's id from the browser through the gateway to the services. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is kept only if it is short and plain: it goes into every log line of the request. */
const requestIdPattern = /^[\w.:-]{1,128}$/;

/** The request id a process logs under: the caller's when safe, else a new one. */
export const requestIdOf = (sent: unknown): string =>
  typeof sent === 'string' && requestIdPattern.test(sent) ? sent : crypto.randomUUID();

/** The log field of the request id, the same in the gateway's and the services' lines. */
export const REQUEST_ID_LOG_LABEL = 'requestId';

const secretFields = ['password', 'oldPassword', 'newPassword', 'confirmPassword', 'token', 'code'];

/**
 * pino `redact` paths of both processes: credentials in headers, and secret fields of any body or
 * input a line carries. Bodies are never logged whole; this guards a line that logs one field set.
 * `code` is redacted in bodies only: elsewhere it is an error's code.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  ...['body', 'input', 'req.body'].flatMap((at) => secretFields.map((field) => `${at}.${field}`)),
  ...secretFields.filter((field) => field !== 'code').flatMap((field) => [field, `*.${field}`]),
];
