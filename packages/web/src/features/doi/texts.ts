import { useTexts } from '@/lib/i18n';

/** The DOI screens' own texts (spec 2 sections 2 to 9); the spec's messages stay as written. */
const en = {
  doiMaintenance: 'DOI Maintenance',
  doiReport: 'DOI Report',
  mode: 'Mode',
  Reserve: 'Reserve',
  Scrap: 'Scrap',
  Reverse: 'Reverse',
  controlNo: 'Control No',
  plant: 'Plant',
  dateFrom: 'Date From',
  dateTo: 'Date To',
  plantId: 'Plant Id',
  harnessSerialNo: 'Harness Serial No',
  sewsPartNo: 'SEWS Part No',
  designChange: 'Design Change',
  shortPartNo: 'Short Part No',
  option: 'Option',
  userId: 'User Id',
  actionDate: 'Action Date',
  addRow: 'Add Row',
  save: 'Save',
  clear: 'Clear',
  upload: 'Upload',
  export: 'Export to Excel',
  newRows: 'New rows',
} as const;

const es: Record<keyof typeof en, string> = {
  doiMaintenance: 'Mantenimiento DOI',
  doiReport: 'Reporte DOI',
  mode: 'Modo',
  Reserve: 'Reservar',
  Scrap: 'Desechar',
  Reverse: 'Revertir',
  controlNo: 'N.º de control',
  plant: 'Planta',
  dateFrom: 'Fecha desde',
  dateTo: 'Fecha hasta',
  plantId: 'Planta',
  harnessSerialNo: 'Serie de arnés',
  sewsPartNo: 'N.º de parte SEWS',
  designChange: 'Cambio de diseño',
  shortPartNo: 'N.º de parte corto',
  option: 'Opción',
  userId: 'Usuario',
  actionDate: 'Fecha de acción',
  addRow: 'Agregar fila',
  save: 'Guardar',
  clear: 'Limpiar',
  upload: 'Cargar',
  export: 'Exportar a Excel',
  newRows: 'Filas nuevas',
};

export const useDoiText = () => useTexts({ EN: en, ES: es });
export type DoiText = keyof typeof en;
