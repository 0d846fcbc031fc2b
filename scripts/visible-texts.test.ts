import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { visibleLiterals, webSrc } from './visible-texts';

describe('the visible-texts check of pnpm lint', () => {
  it('finds JSX text and literal visible props, and lets keys, expressions and screen titles pass', () => {
    const code = `
      const a = <Button title="Delete row">Delete</Button>;
      const b = <TextInput label={t('customer')} aria-label={'Plant'} placeholder="-" />;
      const c = { kind: 'text', label: 'Customer', name: 'customerCode' };
      const d = <Text>{'Total'}: {count}</Text>;
      const e = { kind: 'text', label: 'boxSerialNo', title: 'Box Label Printing' };
      const f = <Page title="Dock Master"><Alert title={messages.saved} aria-label={\`Find \${x}\`} /></Page>;`;
    const found = visibleLiterals(join(webSrc, 'x.tsx'), code).map((f) => f.replace(/^\S+ /, ''));
    expect(found).toEqual(['"Delete row"', '"Delete"', '"Plant"', '"Customer"', '"Total"', '"Find"']);
  });
});
