import { texts } from './define';

/** The print's result as the printer confirmed it, print missing, governed reprints and label checks. */
export const printingTexts = texts(
  {
    missingPrinter: 'Print the missing serials on',
    printMissingSerials: 'Print missing serials',
    missingPrinted: 'The missing serials have been sent to the printer.',
    jobPrinted: 'Printed',
    jobPartlyPrinted: 'Partly printed',
    reprintJob: 'Reprint job {{id}}',
    reprintReason: 'Reason',
    reprintNote: 'Why, in words',
    reprintDamaged: 'Damaged',
    reprintJam: 'Printer jam',
    reprintLost: 'Lost',
    reprintTest: 'Test',
    reprintOther: 'Other',
    confirmPrinted: 'Confirm printed',
    confirmPrintedAsk:
      'Check printer {{printer}}: did every label of job {{id}} ({{range}}) come out? Confirm only after checking.',
    actions: 'Actions',
    checkLabel: 'Check: lay out, draw and scan a sample label',
    checkLabelOf: 'Check label format {{format}}',
    sampleLabel: 'Sample label',
  },
  {
    missingPrinter: 'Imprimir las series faltantes en',
    printMissingSerials: 'Imprimir series faltantes',
    missingPrinted: 'Las series faltantes se enviaron a la impresora.',
    jobPrinted: 'Impreso',
    jobPartlyPrinted: 'Impreso en parte',
    reprintJob: 'Reimprimir el trabajo {{id}}',
    reprintReason: 'Motivo',
    reprintNote: 'Por qué, en palabras',
    reprintDamaged: 'Dañada',
    reprintJam: 'Atasco de la impresora',
    reprintLost: 'Perdida',
    reprintTest: 'Prueba',
    reprintOther: 'Otro',
    confirmPrinted: 'Confirmar impreso',
    confirmPrintedAsk:
      'Revise la impresora {{printer}}: ¿salieron todas las etiquetas del trabajo {{id}} ({{range}})? Confirme solo después de revisarla.',
    actions: 'Acciones',
    checkLabel: 'Revisar: componer, dibujar y escanear una etiqueta de muestra',
    checkLabelOf: 'Revisar el formato de etiqueta {{format}}',
    sampleLabel: 'Etiqueta de muestra',
  },
);
