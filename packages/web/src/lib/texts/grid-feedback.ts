import { texts } from './define';

/** What the grids say about a refused save: invalid cells, and changes the service refused. */
export const gridFeedbackTexts = texts(
  {
    saveErrorsTitle: 'Not saved. Values to correct: {{count}}',
    saveErrorsHint: 'Correct them and save again; click one to go to its cell.',
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
    newRowN: 'Fila nueva {{n}}',
    rowN: 'Fila {{n}}',
    refusedTitle: 'El servicio no los guardó; estos cambios siguen pendientes:',
    refusedInserted: 'Filas nuevas',
    refusedUpdated: 'Filas editadas',
    refusedDeleted: 'Filas eliminadas',
  },
);
