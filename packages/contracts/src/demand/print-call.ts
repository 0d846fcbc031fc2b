import type { AnyCall } from '../call.js';

/**
 * The spec's print calls, POST {Screen}/Print of the print screens and the harness relabel (spec 2
 * section 7): a refusal of theirs is worded as spec 2 section 8 says, and the services answer
 * their invalid requests with ASP.NET's `errors` map.
 */
export const isPrintCall = (call: Pick<AnyCall, 'method' | 'path'>) =>
  call.method === 'POST' && call.path.endsWith('/Print');
