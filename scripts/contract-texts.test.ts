import { Location, messages, printerMessages, reportMessages } from '@fgss/contracts';
import { describe, expect, it } from 'vitest';
import { contractTexts, untranslatedContractTexts } from './contract-texts';

describe("contracts' texts users read", () => {
  it('are found: entity labels and titles, screens, report columns and every message', () => {
    const texts = contractTexts();
    for (const text of [
      Location.title,
      Location.fields.location_cd.label,
      'Box / Harness Report',
      'Harness Serial No',
      messages.recordExists,
      reportMessages.clickSearch,
      printerMessages.paused('{1}'),
    ])
      expect(texts.has(text), text).toBe(true);
  });

  it('all have their Spanish in lib/texts/spec-es', () => {
    expect(untranslatedContractTexts()).toEqual([]);
  });
});
