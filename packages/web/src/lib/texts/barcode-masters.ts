import { texts } from './define';

/** The bar code rule and customer harness label format masters (spec 3). */
export const barcodeMasterTexts = texts(
  {
    barcodeType2D: '2D Barcode Type',
  },
  {
    barcodeType2D: 'Tipo de código de barras 2D',
  },
);
