import type { PlantOption, PrintReply, Range, ScreenKey } from '@fgss/contracts';
import type { ComponentType } from 'react';
import type { TextKey } from '@/lib/i18n';
import type { QueryAnswering } from '@/lib/procedures';
import type { AnyPrintRules } from './print-calls';
import type { PanelField, PrintForm, RowSettings } from './print-form';
import type { ListEntity } from './use-list-load';

/** One input of the print panel, with the screen's own label or range when they differ. */
export interface PanelItem {
  field: PanelField;
  label?: TextKey;
  range?: Range;
}

/** What a screen's request is built from. */
export interface RequestContext<Row, Detail = never> {
  form: PrintForm;
  row: Row | null;
  /** The selected label's detail (screens with GetDetail), once loaded. */
  detail: Detail | null;
  plantId: string;
  customerId: string | null;
  /** The production date as 'yyyy-MM-dd', '' while it is not valid. */
  date: string;
  lotNo: string;
  /** The production line/lot parameter is YES. */
  lineLot: boolean;
}

/** The selected label's detail (GetDetail), shown under the grid. */
export interface DetailDef<Row, Detail> {
  /** The GetDetail call, which may be another screen's (Box reads SpecialBoxLabelPrinting/GetDetail). */
  call: QueryAnswering<Detail>;
  /** GetDetail's input for the selected row. */
  input: (row: Row, plantId: string) => object;
  fields: { key: keyof Detail & string; label: TextKey }[];
  /** The quantity in box a label starts with, from its detail. */
  quantityInBox?: (detail: Detail) => number;
}

/** What a work area tells the screen: its part of the request, and whether it holds the plant. */
export interface WorkState<Req> {
  request: Partial<Req>;
  /** Work under way: the plant selector is locked (harness relabel once a box has harnesses). */
  locked: boolean;
}

/** A work area is rendered for the chosen plant and reports its state whenever it changes. */
export interface WorkProps<Req> {
  plantId: string;
  onChange: (state: WorkState<Req>) => void;
}

/**
 * A print screen, declared in one small file with definePrintScreen: which grid, inputs and rules
 * it has, and how its request reads. The kit does the rest (spec 2 sections 2, 4, 5 and 8).
 */
export interface PrintScreenDef<Row, Req, Reply = PrintReply, Detail = never> {
  /** Permission key and route. */
  screen: ScreenKey;
  title: string;
  /** A plant selector; `label` when items read other than 'Id - Value'. */
  plant?: { label?: (p: PlantOption) => string };
  /** A customer selector; the grid loads per plant and customer. */
  customer?: boolean;
  /**
   * The part grid, from the contract's entity. `colorAndBroadcast`: the columns shown only while
   * the DisplayColorAndBroadcast setting is on.
   */
  grid?: { entity: ListEntity; rowId: (row: Row) => string; colorAndBroadcast?: (keyof Row & string)[] };
  detail?: DetailDef<Row, Detail>;
  /**
   * The screen's own inputs in place of the part grid (harness relabel: box label and the source
   * and destination serials); its request part joins the panel's, and after a print it starts
   * afresh.
   */
  work?: ComponentType<WorkProps<Req>>;
  panel: PanelItem[];
  /** The screen's default copies (spec 2 section 4); 1 when it has none. */
  copies?: number;
  /** What a selected row says about speed, copies and the extra input. */
  rowSettings?: (row: Row) => RowSettings;
  rules: AnyPrintRules<Req>;
  request: (ctx: RequestContext<Row, Detail>) => Partial<Req>;
  /** Ask '[20132] Do you want to print?' first. */
  confirm?: boolean;
  /** Shown when the service's reply has no message. */
  successText: string;
  /** Shows the next serial (pallet). */
  nextSerial?: boolean;
  /** A contract without a Preview call (harness relabel; definePrintScreen requires it then): no Preview button. */
  preview?: false;
  /** What else a successful print does (Zebra downloads label.txt). */
  afterPrint?: (reply: Reply) => void;
}
