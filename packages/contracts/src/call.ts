import type { z } from 'zod';
import type { Action } from './permissions.js';

export const services = ['auth', 'configuration', 'demand', 'report', 'shipping', 'doi', 'rework', 'import'] as const;
export type ServiceName = (typeof services)[number];

/**
 * Who may make a call. `public`: no token (sign-in and its lookups). `session`: any signed-in
 * user (own profile). `super`: group SUPER. `screen`: the permission tree's flag for the action.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'super' }
  | { kind: 'screen'; module: string; screen: string; action: Action }
  /** A grid save: create, update and delete are each needed for the rows of that kind it carries. */
  | { kind: 'batch'; module: string; screen: string };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `M` keeps the literal method, so a GET call types as a tRPC query and the rest as mutations. */
export interface CallDef<I extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType, M extends Method = Method> {
  service: ServiceName;
  method: M;
  /** The spec's path below the service base; `{name}` segments are filled from the input. */
  path: string;
  /** GET sends the input as the query string; POST, PUT and DELETE as the JSON body. */
  input: I;
  response: R;
  access: Access;
}

export function defineCall<I extends z.ZodType, R extends z.ZodType, const M extends Method>(
  def: CallDef<I, R, M>,
): CallDef<I, R, M> {
  return def;
}

export type AnyCall = CallDef<z.ZodType, z.ZodType>;
export type CallInput<C extends AnyCall> = z.input<C['input']>;
export type CallOutput<C extends AnyCall> = z.output<C['response']>;

/** Path parameters (`{plantId}`) are taken out of the input; the rest goes in query or body. */
export function fillPath(
  path: string,
  input: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: filled, rest };
}

export const sendsBody = (method: Method) => method !== 'GET';

/** A tree of calls: services, then screens, then call names. */
export interface CallTree {
  [name: string]: AnyCall | CallTree;
}

export function isCall(node: AnyCall | CallTree): node is AnyCall {
  return typeof (node as AnyCall).path === 'string' && typeof (node as AnyCall).method === 'string';
}

/** Every call of a tree with its dotted procedure name (`configuration.LocationMaster.list`). */
export function flattenCalls(tree: CallTree, prefix: string[] = []): { name: string; call: AnyCall }[] {
  return Object.entries(tree).flatMap(([key, node]) =>
    isCall(node) ? [{ name: [...prefix, key].join('.'), call: node }] : flattenCalls(node, [...prefix, key]),
  );
}
