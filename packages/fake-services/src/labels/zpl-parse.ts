import type { LabelElement, LabelSettings, OneD, TwoD } from './zpl.js';

/** A label read back from ZPL: what a printer would print. */
export interface ParsedLabel {
  settings: LabelSettings;
  elements: LabelElement[];
}

const unescapeField = (text: string) =>
  text.replace(/_([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
/**
 * Code 128 data as ^BC reads it: `>0` `><` `>=` `>1` are `>` `^` `~` DEL, `>6` (FNC4) adds 128 to the next
 * character; start codes and the other invocation codes carry no character.
 */
function code128Text(data: string): string {
  const escaped: Record<string, string> = { '0': '>', '<': '^', '=': '~', '1': '\x7f' };
  let out = '';
  let fnc4 = false;
  for (let i = 0; i < data.length; i++) {
    let ch = data[i] ?? '';
    if (ch === '>') {
      const code = data[++i] ?? '';
      if (code === '6') fnc4 = true;
      const value = escaped[code];
      if (!value) continue;
      ch = value;
    }
    out += fnc4 ? String.fromCharCode(ch.charCodeAt(0) + 0x80) : ch;
    fnc4 = false;
  }
  return out;
}

const nums = (params: string) => params.split(',').map((p) => Number(p.trim()));

type Pending =
  | { kind: 'text'; height: number }
  | { kind: 'barcode'; type: OneD; height: number }
  | { kind: 'code2d'; type: TwoD; module: number; escape?: string };

/**
 * Reads the ZPL subset the label engine writes (zpl.ts) and that common printer drivers use for
 * such labels: ^XA/^XZ, ^PW, ^LL, ^PR, ^MD, ^PQ, ^FO, ^A0, ^BY, ^BC, ^B3, ^BQ, ^BX, ^B7, ^GB,
 * ^FH, ^FD, ^FS. Other commands are skipped.
 */
export function parseZpl(zpl: string): ParsedLabel[] {
  const labels: ParsedLabel[] = [];
  let label: ParsedLabel | null = null;
  let x = 0;
  let y = 0;
  let module = 2;
  let hex = false;
  let pending: Pending | null = null;
  // Commands start with ^ or ~ and a two-character name; field data runs up to ^FS.
  const commands = zpl.matchAll(/[\^~]([A-Z@][A-Z0-9@]?)([^^~]*)/g);
  for (const [, name = '', raw = ''] of commands) {
    const params = raw.replace(/\r?\n$/, '');
    if (name === 'XA') {
      label = { settings: { widthDots: 812, heightDots: 1218, speed: 2, darkness: 0, copies: 1 }, elements: [] };
      continue;
    }
    if (!label) continue;
    const s = label.settings;
    switch (name) {
      case 'XZ':
        labels.push(label);
        label = null;
        break;
      case 'PW':
        s.widthDots = nums(params)[0] ?? s.widthDots;
        break;
      case 'LL':
        s.heightDots = nums(params)[0] ?? s.heightDots;
        break;
      case 'PR':
        s.speed = nums(params)[0] ?? s.speed;
        break;
      case 'MD':
        s.darkness = nums(params)[0] ?? s.darkness;
        break;
      case 'PQ':
        s.copies = nums(params)[0] ?? 1;
        break;
      case 'FO':
        [x = 0, y = 0] = nums(params);
        break;
      case 'A0':
        pending = { kind: 'text', height: nums(params.replace(/^N,?/, ''))[0] ?? 30 };
        break;
      case 'BY':
        module = nums(params)[0] ?? module;
        break;
      case 'BC':
        pending = { kind: 'barcode', type: 'CODE128', height: nums(params)[1] ?? 100 };
        break;
      case 'B3':
        pending = { kind: 'barcode', type: 'CODE39', height: nums(params)[2] ?? 100 };
        break;
      case 'BQ':
        pending = { kind: 'code2d', type: 'QRCODE', module: nums(params)[2] ?? 3 };
        break;
      case 'BX':
        // The 7th parameter is the escape character (default ~); the data writes it twice.
        pending = {
          kind: 'code2d',
          type: 'DATAMATRIX',
          module: nums(params)[1] ?? 4,
          escape: params.split(',')[6] || '~',
        };
        break;
      case 'B7':
        pending = { kind: 'code2d', type: 'PDF417', module };
        break;
      case 'GB': {
        const [width = 1, height = 1, thickness = 1] = nums(params);
        label.elements.push({ kind: 'box', x, y, width, height, thickness });
        break;
      }
      case 'FH':
        hex = true;
        break;
      case 'FD': {
        let data = hex ? unescapeField(params) : params;
        if (pending?.kind === 'code2d' && pending.type === 'QRCODE') data = data.replace(/^[HQML]A,/, '');
        if (pending?.kind === 'code2d' && pending.escape)
          data = data.replaceAll(pending.escape.repeat(2), pending.escape);
        if (pending?.kind === 'barcode' && pending.type === 'CODE128') data = code128Text(data);
        if (pending?.kind === 'text') label.elements.push({ kind: 'text', x, y, height: pending.height, text: data });
        if (pending?.kind === 'barcode')
          label.elements.push({ kind: 'barcode', type: pending.type, x, y, height: pending.height, module, data });
        if (pending?.kind === 'code2d')
          label.elements.push({ kind: 'code2d', type: pending.type, x, y, module: pending.module, data });
        break;
      }
      case 'FS':
        pending = null;
        hex = false;
        break;
    }
  }
  return labels;
}

/** The texts and barcode data of a label, in order: what tests and people check a print by. */
export function labelData(label: ParsedLabel): { texts: string[]; barcodes: { type: string; data: string }[] } {
  const texts: string[] = [];
  const barcodes: { type: string; data: string }[] = [];
  for (const e of label.elements) {
    if (e.kind === 'text') texts.push(e.text);
    if (e.kind === 'barcode' || e.kind === 'code2d') barcodes.push({ type: e.type, data: e.data });
  }
  return { texts, barcodes };
}
