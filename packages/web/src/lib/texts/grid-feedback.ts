import { texts } from './define';

/** What the grids say about a refused save (issue 16 item 9). */
export const gridFeedbackTexts = texts(
  {
    saveErrorsTitle: 'Not saved. Values to correct: {{count}}',
    saveErrorsHint: 'Correct them and save again; click one to go to its cell.',
    newRowN: 'New row {{n}}',
    rowN: 'Row {{n}}',
  },
  {
    saveErrorsTitle: 'No se guardó. Valores por corregir: {{count}}',
    saveErrorsHint: 'Corríjalos y vuelva a guardar; haga clic en uno para ir a su celda.',
    newRowN: 'Fila nueva {{n}}',
    rowN: 'Fila {{n}}',
  },
);
