import type { ScopeParam } from '@fgss/contracts';
import { lazy } from 'react';
import type { GridProcedures } from './grid-api';
import type { OptionScope } from './grid-scope';
import type { MasterGridProps } from './types';

/** What a plain master's screen declares beside its entity and procedures. */
export type MasterScreenOptions<N extends GridProcedures> = Omit<
  MasterGridProps<N>,
  'entity' | 'procedures' | 'scope'
> & {
  /** A grid scoped by a fixed list (useOptionScope's parameter, label and choices). */
  scope?: OptionScope & { param: ScopeParam };
};

/**
 * A plain master's whole screen, declared in place in its area's screens.ts:
 * `EmailParameterMaster: masterScreen(EmailParameter, trpc.configuration.EmailParameterMaster)`.
 * The grid is imported lazily, so the screen stays its own chunk as a screen file would.
 */
export function masterScreen<N extends GridProcedures>(
  entity: MasterGridProps<N>['entity'],
  procedures: N,
  { scope, ...props }: MasterScreenOptions<N> = {},
) {
  return lazy(async () => {
    const [{ MasterGrid }, { useOptionScope }] = await Promise.all([import('./master-grid'), import('./grid-scope')]);
    if (!scope) return { default: () => <MasterGrid entity={entity} procedures={procedures} {...props} /> };
    const { param, ...choices } = scope;
    return {
      default: function ScopedMasterScreen() {
        const choice = useOptionScope(param, choices);
        return <MasterGrid entity={entity} procedures={procedures} scope={choice} {...props} />;
      },
    };
  });
}
