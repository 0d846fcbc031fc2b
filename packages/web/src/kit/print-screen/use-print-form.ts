import { FALLBACK_SPEED, todayIso } from '@fgss/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useOptionalQuery } from '@/lib/procedures';
import type { PrintScreenSpec } from './print-calls';
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
  withDayRolled,
} from './print-form';

/** The first item of the default printer reply, when it is one of the printers; else the first printer. */
export function defaultPrinterOf(printers: string[], reply: { LABEL_PRINTER: string }[] | undefined): string | null {
  const named = reply?.[0]?.LABEL_PRINTER;
  return named && printers.includes(named) ? named : (printers[0] ?? null);
}

const NO_COLUMNS: string[] = [];

/**
 * A print screen's panel state for one plant: the lookups (printers, default printer and speed,
 * the line/lot parameter, the broadcast setting), the selected row and its detail, the form, the
 * request it makes and its validity flags.
 */
export function usePrintForm<Row, Req, Reply, Detail>(
  def: PrintScreenSpec<Row, Req, Reply, Detail>,
  plantId: string,
  work: Partial<Req> = {},
) {
  const { calls } = def;
  const defaults = useMemo(() => panelDefaults(def.copies ?? 1), [def.copies]);
  const [form, setForm] = useState<PrintForm>(() => initialForm(defaults, new Date()));
  // What a lookup fills in when it arrives (the default speed, the chosen row's quantity) fills an
  // input only while the user has not taken it (focused or changed it): a late answer then
  // neither replaces what they typed nor lands inside it (a printed 1212 where 12 was typed).
  // Choosing another row gives its quantity back to its detail.
  const taken = useRef(new Set<keyof PrintForm>());
  const take = (field: keyof PrintForm) => {
    taken.current.add(field);
  };
  const change = (patch: Partial<PrintForm>) => {
    for (const field of Object.keys(patch) as (keyof PrintForm)[]) take(field);
    setForm((f) => ({ ...f, ...patch }));
  };
  const [row, setRow] = useState<Row | null>(null);
  const [customerId, setCustomerId] = useState<string | null>(null);

  const printersQuery = useQuery(calls.printers.queryOptions({}));
  const printers = useMemo(() => (printersQuery.data ?? []).map((p) => p.value), [printersQuery.data]);
  const defaultPrinter = useQuery(calls.defaultPrinter.queryOptions(plantId ? { plantID: plantId } : {}));
  const speed = useOptionalQuery(calls.printerSpeed, {});
  const lineLotQuery = useOptionalQuery(calls.productionLineLot, {});
  const colorColumns = def.grid?.colorAndBroadcast ?? NO_COLUMNS;
  const colorQuery = useOptionalQuery(calls.displayColorAndBroadcast, {}, { enabled: colorColumns.length > 0 });
  const customers = useOptionalQuery(calls.customers, {}, { enabled: Boolean(def.customer) });
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
  const hasSpeed = calls.printerSpeed !== undefined;
  const speedSettled = !hasSpeed || !speed.isPending;
  const defaultSpeed = hasSpeed ? (speed.data ?? FALLBACK_SPEED) : defaults.speed;
  useEffect(() => {
    if (speedSettled && !taken.current.has('speed')) setForm((f) => ({ ...f, speed: defaultSpeed }));
  }, [speedSettled, defaultSpeed]);

  const detailDef = def.detail;
  const detailQuery = useOptionalQuery(detailDef?.call, row && detailDef ? detailDef.input(row, plantId) : {}, {
    enabled: Boolean(detailDef && row),
  });
  const detail: Detail | null = detailDef && row ? (detailQuery.data ?? null) : null;
  // A label's detail may say the quantity the label starts with.
  const quantityOf = detailDef?.quantityInBox;
  useEffect(() => {
    if (detail && quantityOf && !taken.current.has('quantityInBox'))
      setForm((f) => ({ ...f, quantityInBox: quantityOf(detail) }));
  }, [detail, quantityOf]);

  const settings = row && def.rowSettings ? def.rowSettings(row) : null;
  // Kept while the defaults stay, as are the hidden columns: the part grid then draws again only
  // when its own props change, not at every keystroke in the panel (print-screen.tsx).
  const { rowSettings } = def;
  const select = useCallback(
    (next: Row | null) => {
      taken.current.delete('quantityInBox');
      setRow(next);
      if (next) setForm((f) => applyRow(f, rowSettings?.(next) ?? {}, { ...defaults, speed: defaultSpeed }));
    },
    [rowSettings, defaults, defaultSpeed],
  );
  const hiddenColumns = useMemo(
    () => (colorQuery.data === true ? NO_COLUMNS : colorColumns),
    [colorQuery.data, colorColumns],
  );

  const today = todayIso();
  useEffect(() => {
    if (!taken.current.has('productionDate')) setForm((f) => withDayRolled(f, today));
  }, [today]);

  const date = requestDate(form);
  const lot = lotNo(form);
  const request = {
    ...def.request({ form, row, detail, plantId, customerId, date, lotNo: lot, lineLot }),
    ...work,
  };
  const validity: PanelValidity = panelValidity(def.rules.checks, request, {
    today,
    productionLineLot: lineLot,
  });

  return {
    form,
    change,
    take,
    row,
    select,
    detail,
    customerId,
    setCustomerId,
    customers: customers.data ?? [],
    printers,
    printersLoaded: printersQuery.isSuccess,
    lineLot,
    hiddenColumns,
    locked: lockedByRow(settings),
    extraInputName: extraInputName(settings),
    lotNo: lot,
    request,
    validity,
  };
}
