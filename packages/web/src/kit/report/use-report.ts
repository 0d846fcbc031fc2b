import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '@/lib/i18n';
import type { QueryProcedure } from '@/lib/procedures';
import { toast } from '../feedback/toast';
import {
  addressValues,
  initialState,
  reportReducer,
  searchGate,
  shownValues,
  windowMessage,
  withDefaults,
} from './report-state';
import { searchInput, searchIssue } from './search-rules';
import type { FilterDef, FilterValue, FilterValues, ReportDef, ValuesOf } from './types';

/**
 * The filters of a report screen and its search: the defaults, the rules of spec 3 section 5
 * (a bad date window disables Search and Export), the lock after a search and Clear.
 */
export function useReport<F extends readonly FilterDef[], S extends QueryProcedure>(def: ReportDef<F, S>) {
  const { filters } = def;
  const t = useT();
  // Filters the address names (a Trace step opening its record) replace the defaults once.
  const [params] = useSearchParams();
  const [fromAddress] = useState(() => addressValues(filters, params));
  const [state, dispatch] = useReducer(
    useMemo(() => reportReducer(filters, () => new Date()), [filters]),
    filters,
    (f) => {
      const initial = initialState(f, new Date());
      return { ...initial, values: { ...initial.values, ...fromAddress } };
    },
  );
  const [activePlant, setActivePlant] = useState<string | null>(null);
  const [badDates, setBadDates] = useState<Record<string, boolean>>({});
  // Bumped by every search, so the result grid starts again at its first page.
  const [searchCount, setSearchCount] = useState(0);
  // Bumped by Clear, so the fields start afresh (a date box drops text that never read as a date).
  const [clearCount, setClearCount] = useState(0);

  const effective = useMemo(
    () => withDefaults(filters, shownValues(filters, state.values), activePlant),
    [filters, state.values, activePlant],
  );
  const typed = effective as ValuesOf<F>;
  const dateWindow = def.window?.(typed);
  const message = windowMessage(dateWindow, effective, t);
  const gate = searchGate(state, message);
  // Dates that do not read as dates, or a plant whose default is not known yet, hold the search.
  const datesRead = !Object.values(badDates).some(Boolean);
  const plantKnown = filters.every((f) => f.kind !== 'plant' || Boolean(effective[f.name]));
  const ready = gate.kind === 'ready' && datesRead && plantKnown;

  const search = () => {
    if (!ready) return;
    const issue = searchIssue(def.search, searchInput(def, typed));
    if (issue) {
      toast.warning(issue);
      return;
    }
    dispatch({ type: 'search', values: effective });
    setSearchCount((n) => n + 1);
  };

  // Opened on a record: its search runs as soon as it may (once the plant's default is known).
  const openedOn = useRef(Object.keys(fromAddress).length > 0);
  const searchNow = useRef(search);
  searchNow.current = search;
  useEffect(() => {
    if (!ready || !openedOn.current) return;
    openedOn.current = false;
    searchNow.current();
  }, [ready]);

  return {
    values: state.values,
    /** The values with the defaults filled in (the active plant), as lookups and the search read them. */
    effective,
    searched: state.searched as ValuesOf<F> | null,
    /** The values the export reads: the search's, or before one the filters as they stand. */
    exportValues: (state.searched ?? (ready ? effective : null)) as ValuesOf<F> | null,
    locked: state.searched !== null,
    canSearch: ready,
    /** The date window of the values, which the date pickers keep to. */
    dateWindow,
    /** The date-window message that keeps Search disabled. */
    message: gate.kind === 'disabled' ? gate.message : null,
    searchCount,
    clearCount,
    set: useCallback((name: string, value: FilterValue) => dispatch({ type: 'set', name, value }), []),
    search,
    clear: () => {
      dispatch({ type: 'clear' });
      setBadDates({});
      setClearCount((n) => n + 1);
    },
    onActivePlant: setActivePlant,
    onDateValidity: useCallback((name: string, valid: boolean) => setBadDates((b) => ({ ...b, [name]: !valid })), []),
    shown: (filter: FilterDef) => !filter.shown || filter.shown(state.values as FilterValues),
  };
}
