import type { DateWindow, FileCallName } from '@fgss/contracts';
import type { CSSProperties, ReactNode } from 'react';
import type { TextKey } from '@/lib/i18n';
import type { QueryProcedure, RowOf } from '@/lib/procedures';
import type { PlantCalls } from '../plant/plant-calls';
import type { SearchFilters } from './report-api';

export interface Choice {
  value: string;
  label: string;
}

/** A fixed choice of a screen: its label is a text of the catalogue. */
export interface Option {
  value: string;
  label: TextKey;
}

interface FilterBase<N extends string> {
  name: N;
  label: TextKey;
  /** Shown only while this holds (e.g. the part select of the chosen part number type). */
  shown?: (values: FilterValues) => boolean;
  /** Fields emptied when this one changes (e.g. the part select when the part type changes). */
  resets?: string[];
  /** Shown but not to be changed while this holds (the progress form's enabling rules). */
  disabled?: (values: FilterValues) => boolean;
  w?: number;
}

/** The plant selector: 'Id - Value', the server's active plant preselected (and restored by Clear). */
export interface PlantFilter<N extends string = string> extends FilterBase<N> {
  kind: 'plant';
  /** The screen's Plants and ActivePlant calls, e.g. trpc.report.ShipmentReport. */
  plants: PlantCalls;
}
export interface RadioFilter<N extends string = string> extends FilterBase<N> {
  kind: 'radio';
  options: readonly Option[];
  initial: string;
}
/** A fixed list, or the list one lookup call returns (years, months, types, locations...). */
export interface SelectFilter<N extends string = string> extends FilterBase<N> {
  kind: 'select';
  options: readonly Option[] | { call: QueryProcedure; input?: (values: FilterValues) => Record<string, unknown> };
  initial?: 'currentYear' | 'currentMonth' | string;
  /** Whether an empty value is allowed (a select that may stay blank can be cleared). */
  clearable?: boolean;
}
/** A searchable select that pages through a lookup call ten at a time (ASN and part numbers). */
export interface LookupFilter<N extends string = string> extends FilterBase<N> {
  kind: 'lookup';
  /** The paged lookup (skip, take, searchValue), e.g. trpc.report.ShipmentReport.asnNumbers. */
  call: QueryProcedure;
  /** Further inputs of the lookup call from the other filters (plant, type...). */
  input?: (values: FilterValues) => Record<string, unknown>;
  /** The most characters the search box takes (the search call's limit). */
  maxLength?: number;
}
export interface DateFilter<N extends string = string> extends FilterBase<N> {
  kind: 'date';
  initial?: 'today' | 'monthStart' | null;
}
export interface TextFilter<N extends string = string> extends FilterBase<N> {
  kind: 'text';
  maxLength: number;
  /** Upper-cased as typed (serial numbers, part numbers). */
  upper?: boolean;
}

export type FilterDef<N extends string = string> =
  | PlantFilter<N>
  | RadioFilter<N>
  | SelectFilter<N>
  | LookupFilter<N>
  | DateFilter<N>
  | TextFilter<N>;

export type FilterValue = string | Date | null;
export type FilterValues = Record<string, FilterValue>;

/** A filter's value type: a date for date filters, text (or nothing) for the rest. */
type ValueOf<D> = D extends { kind: 'date' } ? Date | null : string | null;
/** The values of a screen's filters, by name. */
export type ValuesOf<F extends readonly FilterDef[]> = { [D in F[number] as D['name']]: ValueOf<D> };

/** One result column: a row field and its header, with the service's text in its cells. */
export interface ReportColumn<Row = Record<string, unknown>> {
  field: keyof Row & string;
  label: string;
  size?: number;
  /** A cell's own style (e.g. coloured by the sign of another field). */
  style?: (row: Row) => CSSProperties | undefined;
  /** The words of a column of codes (a state): the grid's text and the export's value for each code. */
  texts?: Readonly<Record<string, TextKey>>;
  /** A cell drawn rather than its text (a state badge), given the row and that text. */
  cell?: (row: Row, text: string) => ReactNode;
}

/** The row type a report search replies with. */
export type ReportRowOf<S extends QueryProcedure> = RowOf<S>;

/** Everything particular to one report screen; the kit does the rest. */
export interface ReportDef<F extends readonly FilterDef[], S extends QueryProcedure> {
  title: string;
  filters: F;
  /**
   * The report's search procedure (e.g. trpc.report.ShipmentReport.search): a GET with the
   * filters, skip, take, sort, replying { data, totalCount }.
   */
  search: S;
  /**
   * The search inputs not named after a filter (two part selects filling one partNumber): each
   * other input takes the filter of its name, a date as its day. Empty ones are left out.
   */
  query?: (values: ValuesOf<F>) => SearchFilters<S>;
  /**
   * The date window of spec 3 section 5 for these values (the contract's dateWindows): while
   * dateFrom..dateTo breaks it, Search and Export are disabled and the reason shows. The search
   * call's other rules (blank dates, serials, year/month) are told when Search is pressed.
   */
  window?: (values: ValuesOf<F>) => DateWindow | undefined;
  /** The columns for the searched values (summary or detail sets). */
  columns: (values: ValuesOf<F>) => ReportColumn<ReportRowOf<S>>[];
  /** Title and file name of the export; the screen title when omitted. */
  exportTitle?: string;
  /**
   * The export as the file the service writes (the spec's `{Report}/Export`), asked for with the
   * search's filters and the moment of the export, instead of the gateway's workbook of the rows.
   */
  fileExport?: { file: FileCallName; fileName: string };
  /** Rows shown in bold (Archive Summary: the row of the searched number). */
  bold?: (row: ReportRowOf<S>, values: ValuesOf<F>) => boolean;
  /** Rows that open onto detail rows, loaded when a row is expanded. */
  detail?: (row: ReportRowOf<S>, values: ValuesOf<F>) => ReactNode;
  /** Controls at the start of each row, given its row (the Transmission Log's View). */
  rowActions?: (row: ReportRowOf<S>) => ReactNode;
  /** Rows the user picks one of (Print Shipment's ASN); the pick goes to the toolbar. */
  pickOne?: boolean;
  /** Rows the user ticks any number of (Retransmit's ASNs), with a select-all box; they go to `actions`. */
  pickMany?: boolean;
  /**
   * Controls in the grid's toolbar shown before a search too (values null then), given the ticked
   * rows: actions on the result (Retransmit's Confirm and Confirm All).
   */
  actions?: (ctx: { values: ValuesOf<F> | null; rows: ReportRowOf<S>[]; ticked: ReportRowOf<S>[] }) => ReactNode;
  /** Extra controls in the grid's toolbar, given the searched values (Print Shipment's downloads). */
  toolbar?: (ctx: { values: ValuesOf<F>; rows: ReportRowOf<S>[]; picked: ReportRowOf<S> | undefined }) => ReactNode;
}

/** A screen's report, with its filter names and row type inferred. */
export function defineReport<const F extends readonly FilterDef[], S extends QueryProcedure>(
  def: ReportDef<F, S>,
): ReportDef<F, S> {
  return def;
}
