import {
  DOI_MODES,
  type ExportRequest,
  screenLabel,
  type TraceDetailKey,
  type TraceReply,
  traceDetailKeys,
} from '@fgss/contracts';
import { cellText } from '@/kit/date/format-date';
import type { SpecText, TextKey, Translate } from '@/lib/i18n';
import { JOB_STATE_TEXTS } from '../demand-printing/job-state-texts';
import { reasonLabels } from '../demand-printing/print-history-reprint';
import { ACK_STATE_TEXTS, PURPOSE_TEXTS, RESULT_TEXTS } from '../import-export/ack-state-badge';

/** The coded values of a step's detail in words, the same the screens they come from use. */
const VALUE_TEXTS: Partial<Record<TraceDetailKey, Readonly<Record<string, TextKey>>>> = {
  state: JOB_STATE_TEXTS,
  confirmed: { yes: 'yes', no: 'no' },
  reason: reasonLabels,
  result: RESULT_TEXTS,
  ack: ACK_STATE_TEXTS,
  purpose: PURPOSE_TEXTS,
  option: Object.fromEntries(DOI_MODES.map((m) => [m, m])) as Record<string, TextKey>,
  status: { loading: 'traceStatus_loading', shipped: 'traceStatus_shipped', reopened: 'traceStatus_reopened' },
  via: { harness: 'traceVia_harness', box: 'traceVia_box' },
};

/** A detail whose values are codes said in words (the rest are data: serials, names, dates). */
export const isCoded = (key: TraceDetailKey): boolean => key === 'screen' || VALUE_TEXTS[key] !== undefined;

/** A detail's value as the user reads it: a code in words, a screen by its name, a date in their format. */
export function detailText(
  key: TraceDetailKey,
  value: string | number,
  t: Translate,
  spec: SpecText,
  format: string,
): string {
  const word = VALUE_TEXTS[key]?.[String(value)];
  if (word) return t(word);
  if (key === 'screen') return spec(screenLabel(String(value)));
  return typeof value === 'string' ? cellText(value, format) : String(value);
}

type ExportColumn = ExportRequest['columns'][number];

const inWords = (codes: Iterable<string>, text: (code: string) => string) =>
  Object.fromEntries([...new Set(codes)].map((c) => [c, text(c)]));

/**
 * The columns of the trace's export (POST /api/export, `report.Trace.search`) in the user's
 * language, only those the trace fills; codes go with their words, as the screen shows them.
 */
export function traceExportColumns(reply: TraceReply, t: Translate, spec: SpecText): ExportColumn[] {
  if (reply.found === 'none') return [];
  if (reply.found === 'part')
    return [
      { field: 'asnNumber', label: t('traceAsn') },
      { field: 'shipDate', label: t('traceShipDate') },
      { field: 'deliverTo', label: t('traceDeliverTo') },
      { field: 'sewsPartNo', label: t('sewsPartNo') },
      { field: 'custPartNo', label: t('customerPartNo') },
      { field: 'qty', label: t('traceQty') },
      { field: 'boxes', label: t('traceBoxes') },
    ];
  const steps = reply.timeline;
  const screens = steps.flatMap((s) => (s.link ? [s.link] : []));
  const stepTexts = {
    ...inWords(
      steps.map((s) => s.kind),
      (k) => t(`traceStep_${k}` as TextKey),
    ),
    ...inWords(reply.tree ? ['asn', 'pallet', 'box', 'harness'] : [], (k) => t(`traceKind_${k}` as TextKey)),
  };
  const details = traceDetailKeys
    .filter((key) => steps.some((s) => s.detail[key] !== undefined && s.detail[key] !== null && s.detail[key] !== ''))
    .map((key): ExportColumn => {
      const values = steps.flatMap((s) => (typeof s.detail[key] === 'string' ? [s.detail[key] as string] : []));
      return {
        field: key,
        label: t(`traceDetail_${key}`),
        // Dates stay values, so the sheet makes them date cells in the user's format.
        texts: isCoded(key) ? inWords(values, (v) => detailText(key, v, t, spec, '')) : undefined,
      };
    });
  return [
    { field: 'at', label: t('traceTime') },
    { field: 'step', label: t('traceStepColumn'), texts: stepTexts },
    { field: 'ref', label: t('traceRef') },
    ...(reply.tree
      ? [
          { field: 'count', label: t('tracePieces') },
          { field: 'in', label: t('traceIn') },
        ]
      : []),
    { field: 'link', label: t('traceScreen'), texts: inWords(screens, (s) => spec(screenLabel(s))) },
    ...details,
  ];
}
