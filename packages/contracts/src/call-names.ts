import { type AnyCall, type CallInput, type CallOutput, flattenCalls, flattenTree, isCall } from './call.js';
import type { BatchSave } from './grid/batch.js';
import { type Registry, registry } from './registry.js';

/** A grid's save is the gateway's, not a service call: it has no call name. */
type Names<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends AnyCall
    ? `${Prefix}${K}`
    : T[K] extends BatchSave
      ? never
      : Names<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type At<T, Name extends string> = Name extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : Name extends keyof T
    ? T[Name]
    : never;

/** Every service call's dotted name ('configuration.LocationMaster.list'): the tRPC procedure path too. */
export type CallName = Names<Registry, ''>;
type SaveNames<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends AnyCall
    ? never
    : T[K] extends BatchSave
      ? `${Prefix}${K}`
      : SaveNames<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** Every grid save's dotted name ('configuration.LocationMaster.save'): a gateway procedure, not a service call. */
export type BatchSaveName = SaveNames<Registry, ''>;
/** The call a name stands for, with its own input and reply types. */
export type CallNamed<N extends CallName> = At<Registry, N> & AnyCall;
export type InputOf<N extends CallName> = CallInput<CallNamed<N>>;
export type OutputOf<N extends CallName> = CallOutput<CallNamed<N>>;
/** The names of the calls that answer a file: the gateway's file route, not tRPC, carries them. */
export type FileCallName = { [N in CallName]: CallNamed<N> extends { reply: 'file' } ? N : never }[CallName];

const byName = new Map(flattenCalls(registry).map(({ name, call }) => [name, call]));
/** Every call name of the registry, in registry order. */
export const callNames = [...byName.keys()] as CallName[];

export function callNamed<N extends CallName>(name: N): CallNamed<N> {
  const call = byName.get(name);
  if (!call) throw new Error(`No call ${name} in the registry`);
  return call as CallNamed<N>;
}

/** Every grid save of the registry (the gateway's procedures beside the calls), in registry order. */
export const batchSaveNames = flattenTree(registry).flatMap(({ name, node }) =>
  isCall(node) ? [] : [name as BatchSaveName],
);
