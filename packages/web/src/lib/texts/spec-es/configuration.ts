/** The configuration masters' messages (contracts/configuration/**). */
export const configurationEs: Record<string, string> = {
  '[20228] Invalid Email': '[20228] Correo no válido',
  'Range value is from 0 to 99': 'El rango de valores es de 0 a 99',
  'Range value is from 0 to 999': 'El rango de valores es de 0 a 999',
  '[20260] Past Calendar Data not allowed to modify.': '[20260] No se permite modificar datos de calendario pasados.',
  '[20263] Start Date can not greater than End Date.':
    '[20263] La fecha inicial no puede ser mayor que la fecha final.',
  'The field Archive Day must be between 0 and 9999.': 'El campo Días para archivar debe estar entre 0 y 9999.',
  'The field Remove Day must be between 0 and 9999.': 'El campo Días para eliminar debe estar entre 0 y 9999.',
  'Archive finished: {1} rows moved to the archive, {2} archived rows removed.':
    'Archivo terminado: {1} filas movidas al archivo, {2} filas archivadas eliminadas.',
  'The field orderSequence must be between 1 and 99.': 'El campo Secuencia debe estar entre 1 y 99.',
  'The field NoOfChar must be between 1 and 99.': 'El campo No. de caracteres debe estar entre 1 y 99.',
  'Port number should be a numeric value': 'El número de puerto debe ser numérico',
  'Port number field is required,': 'El número de puerto es obligatorio',
  'Port number must be between 1 and 65535': 'El número de puerto debe estar entre 1 y 65535',
  'The Input Name field is required': 'El campo Nombre del dato es obligatorio',
  'Model Type is required': 'El modelo es obligatorio',
  'Transmit Mode is required': 'El modo de transmisión es obligatorio',
  "'{2}' is not a valid {1}": "'{2}' no es un valor válido de {1}",
  'Only .xls or .xlsx files can be uploaded': 'Solo se pueden cargar archivos .xls o .xlsx',
  'Upload a single file': 'Cargue un solo archivo',
  'The file is not an Excel workbook': 'El archivo no es un libro de Excel',
  'Excel 97-2003 (.xls) workbooks cannot be read: save the file as .xlsx and upload it again':
    'Los libros de Excel 97-2003 (.xls) no se pueden leer: guarde el archivo como .xlsx y cárguelo de nuevo',
  'The workbook is too large once unpacked (more than {1} MB)':
    'El libro es demasiado grande al descomprimirlo (más de {1} MB)',
  'The workbook has more than {1} rows': 'El libro tiene más de {1} filas',
  'The workbook has no rows to import': 'El libro no tiene filas para importar',
  "Column '{1}' is missing from the first row": "Falta la columna '{1}' en la primera fila",
  'The file has errors; nothing was saved': 'El archivo tiene errores; no se guardó nada',
  '{1} records imported successfully': '{1} registros importados correctamente',
  '{1} records deleted': '{1} registros eliminados',
  'DE Approval can be changed only by the DE approve groups':
    'La aprobación DE solo la pueden cambiar los grupos aprobadores de DE',
  'QA Approval can be changed only by the QA approve groups':
    'La aprobación QA solo la pueden cambiar los grupos aprobadores de QA',
  "There isn't a session available to bring the SEWS part list":
    'No hay una sesión disponible para traer la lista de partes SEWS',
  'Unable to retrieve SEWS parts for list. Server might be very busy, refresh or try again later':
    'No se pudieron obtener las partes SEWS. El servidor podría estar muy ocupado; actualice o intente más tarde',
  "Couldn't fetch the list of SEWS parts, server might be busy or down, please refresh...":
    'No se pudo obtener la lista de partes SEWS; el servidor podría estar ocupado o caído, actualice...',
  'Cannot Be Blank': 'No puede quedar en blanco',
  'Plant name is required': 'El nombre de la planta es obligatorio',
  'Plant not found': 'No se encontró la planta',
  'Label printer not found': 'No se encontró la impresora de etiquetas',
  'No IHS data found for this part and design level': 'No hay datos IHS para esta parte y nivel de diseño',
  'Consider IHS Part needs the IHS product number and design level':
    'Considerar parte IHS requiere el no. de producto IHS y el nivel de diseño',
};
