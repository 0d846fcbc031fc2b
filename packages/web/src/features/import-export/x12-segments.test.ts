import { describe, expect, it } from 'vitest';
import { x12Segments } from './x12-segments';

const isa = (terminator: string) =>
  `ISA*00*          *00*          *ZZ*SEWSMX01       *ZZ*CUSTOMS        *260110*0800*U*00401*000000041*0*P*>${terminator}`;

describe('x12Segments', () => {
  it('splits an interchange at the terminator its ISA declares, one segment a line', () => {
    const doc = `${isa('~')}GS*SH*SEWSMX01*CUSTOMS*20260110*0800*7*X*004010~ST*856*0001~`;
    expect(isa('~')).toHaveLength(106);
    expect(x12Segments(doc)).toEqual([isa('~'), 'GS*SH*SEWSMX01*CUSTOMS*20260110*0800*7*X*004010~', 'ST*856*0001~']);
  });

  it('reads another terminator and line breaks after segments', () => {
    const doc = `${isa("'")}\nST*997*0001'\r\nAK5*R*5'\n`;
    expect(x12Segments(doc)).toEqual([isa("'"), "ST*997*0001'", "AK5*R*5'"]);
  });
});
