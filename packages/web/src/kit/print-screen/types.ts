import type { BoxDetail, PlantOption, Range } from '@fgss/contracts';
import type { MRT_RowData } from 'mantine-react-table';
import type { AnyPrintRules, PrintReplyOf, PrintScreenKey } from './print-calls';
import type { PanelField, PrintForm, RowSettings } from './print-form';
import type { ListEntity } from './use-list-load';

/** One input of the print panel, with the screen's own label or range when they differ. */
export interface PanelItem {
  field: PanelField;
  label?: string;
  range?: Range;
}

/** What a screen's request is built from. */
export interface RequestContext<Row> {
  form: PrintForm;
  row: Row | null;
  /** The selected label's detail (box screens), once loaded. */
  detail: BoxDetail | null;
  plantId: string;
  customerId: string | null;
  /** The production date as 'yyyy-MM-dd', '' while it is not valid. */
  date: string;
  lotNo: string;
  /** The production line/lot parameter is YES. */
  lineLot: boolean;
}

/**
 * A print screen, declared in one small file: which calls, grid, inputs and rules it has, and
 * how its request reads. The kit does the rest (spec 2 sections 2, 4, 5 and 8).
 */
export interface PrintScreenDef<Row extends MRT_RowData, Req> {
  /** Permission key, route and registry node (demand.{screen}). */
  screen: PrintScreenKey;
  title: string;
  /** A plant selector; `label` when items read other than 'Id - Value'. */
  plant?: { label?: (p: PlantOption) => string };
  /** A customer selector; the grid loads per plant and customer. */
  customer?: boolean;
  /** The part grid, from the contract's entity; broadcast code and colour show only when the setting is on. */
  grid?: { entity: ListEntity; rowId: (row: Row) => string; colorAndBroadcast?: boolean };
  /** The selected label's detail fields, shown under the grid (GetDetail). */
  detail?: { key: keyof BoxDetail; label: string }[];
  panel: PanelItem[];
  /** The screen's default copies (spec 2 section 4); 1 when it has none. */
  copies?: number;
  /** What a selected row says about speed, copies and the extra input. */
  rowSettings?: (row: Row) => RowSettings;
  rules: AnyPrintRules<Req>;
  request: (ctx: RequestContext<Row>) => Partial<Req>;
  /** Ask '[20132] Do you want to print?' first. */
  confirm?: boolean;
  /** Shown when the service's reply has no message. */
  successText: string;
  /** Shows the next serial (pallet). */
  nextSerial?: boolean;
  /** What else a successful print does (Zebra downloads label.txt). */
  afterPrint?: (reply: PrintReplyOf) => void;
}
