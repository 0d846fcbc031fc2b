import { barcodeTypes2D } from '@fgss/contracts';
import { gridsSamples, keyPairs, lookupCodes, none, one, rowWithFreeKey, type Samples } from './kit.js';

/** Bar code rule and customer harness label format masters (spec 3 section 7). */
export const barcodeMasterSamples: Samples = {
  ...gridsSamples({
    'configuration.BarcodeRuleMaster': {
      // The items of a barcode type come from a small closed list: take a free pair, or free one.
      newRow: async (k) =>
        rowWithFreeKey(
          k,
          'configuration.BarcodeRuleMaster',
          ['barCodeType2D', 'itemDesc'],
          keyPairs([...barcodeTypes2D], await lookupCodes(k, 'configuration.BarcodeRuleMaster.itemDescriptions'), [
            'barCodeType2D',
            'itemDesc',
          ]),
          { dataFormField: 'QTY', orderSequence: 9, noOfChar: 5, trimFlag: true },
        ),
      key: ['barCodeType2D', 'itemDesc'],
      edit: (row) => ({ ...row, noOfChar: 8, trimFlag: false }),
    },
    'configuration.CustomerHrnLblFormatMst': {
      // A customer group the plant has no customer of yet: the select accepts new values.
      newRow: async (k) => ({
        harnessLabelFormat: (await lookupCodes(k, 'configuration.CustomerHrnLblFormatMst.harnessLabelFormats'))[0],
        custGroup: `SAMPLE ${k.code(12)}`,
        labelId: `SAMPLE-${k.code(20)}`,
        barCodeType: 'QRCODE',
        tracebilityFlag: 'Y',
      }),
      key: 'custGroup',
      edit: (row) => ({ ...row, tracebilityFlag: 'N' }),
    },
  }),
  'configuration.BarcodeRuleMaster.barCodeTypes2D': none,
  'configuration.BarcodeRuleMaster.itemDescriptions': one(() => ({ barCodeType2D: 'QRCODE' })),
  'configuration.BarcodeRuleMaster.dataFormFields': none,
  'configuration.CustomerHrnLblFormatMst.harnessLabelFormats': none,
  'configuration.CustomerHrnLblFormatMst.tracebilityFlags': none,
  'configuration.CustomerHrnLblFormatMst.barCodeTypes': none,
  'configuration.CustomerHrnLblFormatMst.custGroups': none,
};
