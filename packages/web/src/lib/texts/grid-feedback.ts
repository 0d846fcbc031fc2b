import { texts } from './define';

/** What the grids say about a refused save: invalid cells, and changes the service refused. */
export const gridFeedbackTexts = texts(
  {
    saveErrorsTitle: 'Not saved. Values to correct: {{count}}',
    saveErrorsHint: 'Correct them and save again; click one to go to its cell.',
    saveErrorsCorrected: 'Not saved. Every value is corrected: save again.',
    corrected: 'corrected',
    newRowN: 'New row {{n}}',
    rowN: 'Row {{n}}',
    refusedTitle: 'Not saved by the service; these changes are still pending:',
    refusedInserted: 'New rows',
    refusedUpdated: 'Edited rows',
    refusedDeleted: 'Deleted rows',
  },
  {
    saveErrorsTitle: 'No se guardó. Valores por corregir: {{count}}',
    saveErrorsHint: 'Corríjalos y vuelva a guardar; haga clic en uno para ir a su celda.',
    saveErrorsCorrected: 'No se guardó. Todos los valores están corregidos: vuelva a guardar.',
    corrected: 'corregido',
    newRowN: 'Fila nueva {{n}}',
    rowN: 'Fila {{n}}',
    refusedTitle: 'El servicio no los guardó; estos cambios siguen pendientes:',
    refusedInserted: 'Filas nuevas',
    refusedUpdated: 'Filas editadas',
    refusedDeleted: 'Filas eliminadas',
  },
);
