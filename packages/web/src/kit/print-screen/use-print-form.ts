import { type BoxDetail, FALLBACK_SPEED, todayIso } from '@fgss/contracts';
import type { MRT_RowData } from 'mantine-react-table';
import { useEffect, useMemo, useState } from 'react';
import { printHooks } from './print-calls';
import { type PanelValidity, panelValidity } from './print-flags';
import {
  applyRow,
  extraInputName,
  initialForm,
  lockedByRow,
  lotNo,
  type PrintForm,
  panelDefaults,
  requestDate,
} from './print-form';
import type { PrintScreenDef } from './types';

/** The first item of the default printer reply, when it is one of the printers; else the first printer. */
export function defaultPrinterOf(printers: string[], reply: { LABEL_PRINTER: string }[] | undefined): string | null {
  const named = reply?.[0]?.LABEL_PRINTER;
  return named && printers.includes(named) ? named : (printers[0] ?? null);
}

/**
 * A print screen's panel state for one plant: the lookups (printers, default printer and speed,
 * the line/lot parameter, the broadcast setting), the selected row and its detail, the form, the
 * request it makes and its validity flags.
 */
export function usePrintForm<Row extends MRT_RowData, Req>(def: PrintScreenDef<Row, Req>, plantId: string) {
  const { hooks, has } = printHooks(def.screen);
  const defaults = useMemo(() => panelDefaults(def.copies ?? 1), [def.copies]);
  const [form, setForm] = useState<PrintForm>(() => initialForm(defaults, new Date()));
  const change = (patch: Partial<PrintForm>) => setForm((f) => ({ ...f, ...patch }));
  const [row, setRow] = useState<Row | null>(null);
  const [customerId, setCustomerId] = useState<string | null>(null);

  const printersQuery = hooks.printers.useQuery({});
  const printers = useMemo(() => (printersQuery.data ?? []).map((p) => p.value), [printersQuery.data]);
  const defaultPrinter = hooks.defaultPrinter.useQuery(plantId ? { plantID: plantId } : {});
  const speed = hooks.printerSpeed.useQuery({}, { enabled: has('printerSpeed') });
  const lineLotQuery = hooks.productionLineLot.useQuery({}, { enabled: has('productionLineLot') });
  const colorQuery = hooks.displayColorAndBroadcast.useQuery(
    {},
    { enabled: Boolean(def.grid?.colorAndBroadcast) && has('displayColorAndBroadcast') },
  );
  const customers = hooks.customers.useQuery({}, { enabled: Boolean(def.customer) });
  // The grid loads per plant and customer: the first customer is chosen to start with.
  const firstCustomer = customers.data?.[0]?.id ?? null;
  useEffect(() => {
    setCustomerId((c) => c ?? firstCustomer);
  }, [firstCustomer]);
  const lineLot = lineLotQuery.data?.[0]?.parameter_Value?.toUpperCase() === 'YES';

  // A failed default lookup falls back to the first printer of the list (spec 2 section 8).
  const printerReady = printersQuery.isSuccess && !defaultPrinter.isPending;
  useEffect(() => {
    if (!printerReady) return;
    setForm((f) => (f.printer ? f : { ...f, printer: defaultPrinterOf(printers, defaultPrinter.data) }));
  }, [printerReady, printers, defaultPrinter.data]);
  // The screen's default speed, or the fallback when the lookup fails; a chosen row's speed wins.
  const speedSettled = !has('printerSpeed') || !speed.isPending;
  const defaultSpeed = has('printerSpeed') ? (speed.data ?? FALLBACK_SPEED) : defaults.speed;
  useEffect(() => {
    if (speedSettled) setForm((f) => ({ ...f, speed: defaultSpeed }));
  }, [speedSettled, defaultSpeed]);

  const detailQuery = hooks.getDetail.useQuery(
    {
      plantid: plantId,
      sewsPartNo: row?.sewsPartNo as string | undefined,
      sewsDesginLevel: row?.sewsDesginLevel as string | undefined,
      labelFormat: (row?.labelFormat as string | null | undefined) ?? undefined,
    },
    { enabled: Boolean(def.detail && row) },
  );
  const detail = def.detail && row ? ((detailQuery.data as BoxDetail | undefined) ?? null) : null;
  // The detail's pieces per box is the quantity the label starts with.
  useEffect(() => {
    if (detail) setForm((f) => ({ ...f, quantityInBox: detail.piecesperbox }));
  }, [detail]);

  const settings = row && def.rowSettings ? def.rowSettings(row) : null;
  const select = (next: Row | null) => {
    setRow(next);
    if (next) setForm((f) => applyRow(f, def.rowSettings?.(next) ?? {}, { ...defaults, speed: defaultSpeed }));
  };

  const date = requestDate(form);
  const lot = lotNo(form);
  const request = def.request({
    form,
    row,
    detail,
    plantId,
    customerId,
    date,
    lotNo: lot,
    lineLot,
  });
  const validity: PanelValidity = panelValidity(def.rules.checks, request, {
    today: todayIso(),
    productionLineLot: lineLot,
  });

  return {
    form,
    change,
    row,
    select,
    detail,
    customerId,
    setCustomerId,
    customers: customers.data ?? [],
    printers,
    printersLoaded: printersQuery.isSuccess,
    lineLot,
    hiddenColumns: def.grid?.colorAndBroadcast && colorQuery.data !== true ? ['broadCastCd', 'color'] : [],
    locked: lockedByRow(settings),
    extraInputName: extraInputName(settings),
    lotNo: lot,
    request,
    validity,
  };
}
