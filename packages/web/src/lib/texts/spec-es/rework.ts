/** Rework and DOI messages (contracts/rework, contracts/doi). */
export const reworkEs: Record<string, string> = {
  '[20001] Cannot be blank': '[20001] No puede quedar en blanco',
  '[20001] Cannot Be Blank': '[20001] No puede quedar en blanco',
  '[20131] Short Part No. should be the same.': '[20131] El No. de parte corto debe ser el mismo.',
  '[20131] Short Part No. should be same.': '[20131] El No. de parte corto debe ser el mismo.',
  '[20126] Invalid Box Serial No.': '[20126] No. de serie de caja no válido.',
  '[20129] Do you want to modify option with harness/without harness?':
    '[20129] ¿Desea modificar la opción con arnés/sin arnés?',
  'Fill Source first.': 'Capture primero el origen.',
  'Please select a plant...': 'Seleccione una planta...',
  'Could not validate source. Try again.': 'No se pudo validar el origen. Intente de nuevo.',
  'Could not validate destination. Try again.': 'No se pudo validar el destino. Intente de nuevo.',
  'The value Quantity in Box is required.': 'El valor Cantidad en caja es obligatorio.',
  'The value in Quantity in Box is not valid.': 'El valor de Cantidad en caja no es válido.',
  'The Harness Option field is required.': 'El campo Opción de arnés es obligatorio.',
  'A GPP source is always relabeled WITH HARNESS.': 'Un origen GPP siempre se reetiqueta WITH HARNESS.',
  'The destination must contain the short part number {1}.': 'El destino debe contener el número de parte corto {1}.',
  'Box {1} does not exist.': 'La caja {1} no existe.',
  'Harness {1} does not exist.': 'El arnés {1} no existe.',
  'Harness {1} is not in box {2}.': 'El arnés {1} no está en la caja {2}.',
  'Harness {1} already exists: a serial is never printed twice.':
    'El arnés {1} ya existe: una serie nunca se imprime dos veces.',
  '{1} is a serial of the {2} label sequence, issued or still to come: a relabel destination must be a serial no label sequence gives.':
    '{1} es una serie de la secuencia de etiquetas {2}, emitida o por emitir: el destino de un reetiquetado debe ser una serie que ninguna secuencia genere.',
  "{1} begins with plant {2} of plant server {3}: a serial belongs to one plant, and a relabel destination stays in its source's plant.":
    '{1} empieza con la planta {2} del servidor de planta {3}: una serie pertenece a una sola planta, y el destino de un reetiquetado se queda en la planta de su origen.',
  'Harness {1} is already in a box.': 'El arnés {1} ya está en una caja.',
  'Harness {1} has shipped.': 'El arnés {1} ya se embarcó.',
  'Harness {1} is reserved by DOI; reverse the reserve first.':
    'El arnés {1} está reservado por DOI; primero revierta la reserva.',
  'Harness {1} is scrapped by DOI.': 'El arnés {1} está dado de baja por DOI.',
  'The box holds {1} harnesses: fill every row.': 'La caja contiene {1} arneses: llene todas las filas.',
  'Box {1} has no relabel record.': 'La caja {1} no tiene registro de reetiquetado.',
  'Box {1} is already relabeled.': 'La caja {1} ya está reetiquetada.',
  'The new box label must differ from the old one.': 'La etiqueta de caja nueva debe ser distinta de la anterior.',
  'Relabel Saved Successfully': 'Reetiquetado guardado correctamente',
  'Relabel Record Deleted Successfully': 'Registro de reetiquetado eliminado correctamente',
  'Re-inspected Box Deleted Successfully': 'Caja reinspeccionada eliminada correctamente',
  'Harness {1} is not reserved: only a reserve can be reversed.':
    'El arnés {1} no está reservado: solo se puede revertir una reserva.',
  'Harness {1} is already reserved.': 'El arnés {1} ya está reservado.',
  'Harness {1} is listed twice.': 'El arnés {1} aparece dos veces.',
  'The rows have errors; nothing was saved': 'Las filas tienen errores; no se guardó nada',
  'The file must contain only a column of serial numbers.':
    'El archivo debe contener solo una columna de números de serie.',
  'The file holds no serial number.': 'El archivo no contiene ningún número de serie.',
  'Only .xlsx files can be imported.': 'Solo se pueden importar archivos .xlsx.',
  'Row {1}: {2}': 'Fila {1}: {2}',
  '{1} serial numbers imported.': '{1} números de serie importados.',
};
