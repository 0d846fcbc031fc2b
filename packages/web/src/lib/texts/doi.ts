import { texts } from './define';

/** The DOI screens' own texts (spec 2 sections 2 to 9); the spec's messages stay as written. */
export const doiTexts = texts(
  {
    doiMaintenance: 'DOI Maintenance',
    doiReport: 'DOI Report',
    Reserve: 'Reserve',
    Scrap: 'Scrap',
    Reverse: 'Reverse',
    controlNo: 'Control No',
    designChange: 'Design Change',
    userId: 'User Id',
    actionDate: 'Action Date',
    addRow: 'Add Row',
    export: 'Export to Excel',
    newRows: 'New rows',
    serialNotChecked: 'The serial could not be checked',
    rowsNotSaved: 'The rows were not saved',
  },
  {
    doiMaintenance: 'Mantenimiento DOI',
    doiReport: 'Reporte DOI',
    Reserve: 'Reservar',
    Scrap: 'Desechar',
    Reverse: 'Revertir',
    controlNo: 'N.º de control',
    designChange: 'Cambio de diseño',
    userId: 'Usuario',
    actionDate: 'Fecha de acción',
    addRow: 'Agregar fila',
    export: 'Exportar a Excel',
    newRows: 'Filas nuevas',
    serialNotChecked: 'No se pudo verificar el número de serie',
    rowsNotSaved: 'No se guardaron las filas',
  },
);
