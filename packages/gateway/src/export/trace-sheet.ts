import type { TraceNode, TraceReply, TraceSheetField } from '@fgss/contracts';

type SheetRow = Partial<Record<TraceSheetField, string | number | null>>;

/** A container's nodes depth first, each with the serial of the node it is in. */
function nodeRows(node: TraceNode, parent: string | null): SheetRow[] {
  const row: SheetRow = { step: node.kind, ref: node.serial, count: node.count, in: parent };
  return [row, ...node.children.flatMap((child) => nodeRows(child, node.serial))];
}

/**
 * The rows of the trace's one sheet: a serial's steps, oldest first, then its container's nodes;
 * or where a part went, one row per ASN and part with its boxes listed.
 */
export function traceSheetRows(reply: TraceReply): SheetRow[] {
  if (reply.found === 'none') return [];
  if (reply.found === 'part') return reply.rows.map((r) => ({ ...r, boxes: r.boxes.join(', ') }));
  const steps = reply.timeline.map(
    (s): SheetRow => ({ at: s.at, step: s.kind, ref: s.ref, link: s.link, ...s.detail }),
  );
  return [...steps, ...(reply.tree ? nodeRows(reply.tree, null) : [])];
}
