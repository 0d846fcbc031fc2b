/** The print outcome's other shapes (one label, no serials, partly printed), its fault names, and label checks. */
export const printingEs: Record<string, string> = {
  '{1} of {1} labels printed on {2}.': '{1} de {1} etiquetas impresas en {2}.',
  '1 of 1 label printed: {1} on {2}.': '1 de 1 etiqueta impresa: {1} en {2}.',
  '1 of 1 label printed on {1}.': '1 de 1 etiqueta impresa en {1}.',
  '{1} of {2} labels printed: {3}. {4} on {5}. Not printed: {6}.':
    '{1} de {2} etiquetas impresas: {3}. {4} en {5}. Sin imprimir: {6}.',
  '{1} of {2} labels printed. {3} on {4}. Not printed: {5}.':
    '{1} de {2} etiquetas impresas. {3} en {4}. Sin imprimir: {5}.',
  '0 of 1 label printed. {1} on {2}. Not printed: {3}.': '0 de 1 etiqueta impresa. {1} en {2}. Sin imprimir: {3}.',
  'Paper out': 'Sin papel',
  'Ribbon out': 'Sin cinta',
  'Head open': 'Cabezal abierto',
  Paused: 'En pausa',
  'No answer': 'Sin respuesta',
  'The sample label fits, its text prints and every barcode scans as its data.':
    'La etiqueta de muestra cabe, su texto se imprime y cada código de barras se lee como sus datos.',
  "The {1} barcode of {2} ('{3}') does not scan.": "El código de barras {1} de {2} ('{3}') no se puede leer.",
  "The {1} barcode of {2} scans as '{3}', not '{4}'.": "El código de barras {1} de {2} se lee como '{3}', no '{4}'.",
  "'{2}' cannot be encoded in a {1} barcode: {3} would not print.":
    "'{2}' no se puede codificar en un código de barras {1}: {3} no se imprimiría.",
  '{1} runs {2} dots past the edge of the label.': '{1} sobrepasa el borde de la etiqueta en {2} puntos.',
  "'{1}' in {2} cannot be printed: the printer's font prints Latin-1 characters only.":
    "'{1}' en {2} no se puede imprimir: la fuente de la impresora solo imprime caracteres Latin-1.",
};
