import { describe, expect, it } from 'vitest';
import { ZplStream } from './zpl-stream.js';

describe('what a printer reads from a connection', () => {
  it('is the same pieces however the bytes are cut into chunks', () => {
    const text = '~HI~HQES! U1 getvar "odometer.total_label_count"\r\n^XA^FDA^PQ3,0,1,Y^XZ\n^XA^FD~B^XZ~JA';
    const whole = new ZplStream().push(text);
    expect(whole).toEqual([
      { kind: 'command', command: '~HI' },
      { kind: 'command', command: '~HQES' },
      { kind: 'getvar', name: 'odometer.total_label_count' },
      { kind: 'format', text: '^XA^FDA^PQ3,0,1,Y^XZ', labels: 3 },
      { kind: 'other', text: '\n' },
      // A ~ inside a format is the format's, not a command.
      { kind: 'format', text: '^XA^FD~B^XZ', labels: 1 },
      { kind: 'command', command: '~JA' },
    ]);
    for (let size = 1; size <= 7; size++) {
      const stream = new ZplStream();
      const pieces = Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
        stream.push(text.slice(i * size, (i + 1) * size)),
      ).flat();
      expect(pieces, `chunks of ${size}`).toEqual(whole);
    }
  });
});
