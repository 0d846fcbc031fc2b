/** The workbook's own words, in the language of the user who asked for the file. */
export interface Captions {
  date: string;
  time: string;
  end: string;
  yes: string;
  no: string;
}

const CAPTIONS: Record<'EN' | 'ES', Captions> = {
  EN: { date: 'Date:', time: 'Time:', end: 'END OF REPORT', yes: 'Yes', no: 'No' },
  ES: { date: 'Fecha:', time: 'Hora:', end: 'FIN DEL REPORTE', yes: 'Sí', no: 'No' },
};

/** The captions of a language ('ES', 'es-MX'); English for any other. */
export function captionsFor(language: string): Captions {
  return language.slice(0, 2).toUpperCase() === 'ES' ? CAPTIONS.ES : CAPTIONS.EN;
}
