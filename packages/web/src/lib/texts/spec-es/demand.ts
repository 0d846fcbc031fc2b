/** The print screens' and Status Update's messages, and the printers' errors (contracts/demand). */
export const demandEs: Record<string, string> = {
  '[20132] Do you want to print?': '[20132] ¿Desea imprimir?',
  'The label has been sent to the printer.': 'La etiqueta se envió a la impresora.',
  'Printed successfully!!!': '¡¡¡Impreso correctamente!!!',
  'Client error or incorrect value put by user...': 'Error del cliente o valor incorrecto capturado por el usuario...',
  'Internal server error': 'Error interno del servidor',
  'Server timed out (504)': 'El servidor no respondió a tiempo (504)',
  'Status Successfully Updated.': 'Estado actualizado correctamente.',
  'Select a label to print.': 'Seleccione una etiqueta para imprimir.',
  'Printer is required': 'La impresora es obligatoria',
  'Production Date must be a date in the form yyyy-MM-dd':
    'La fecha de producción debe ser una fecha con formato yyyy-MM-dd',
  'Production Date cannot be before today': 'La fecha de producción no puede ser anterior a hoy',
  'Production Line is required': 'La línea de producción es obligatoria',
  'Production Lot is required': 'El lote de producción es obligatorio',
  'Customer is required': 'El cliente es obligatorio',
  "'{2}' cannot be printed in a {1} barcode ('{3}'). No label was printed.":
    "'{2}' no se puede imprimir en un código de barras {1} ('{3}'). No se imprimió ninguna etiqueta.",
  "Printer '{1}' is not in the Label Printer master.":
    "La impresora '{1}' no está en el Maestro de impresoras de etiquetas.",
  "Printer '{1}' has no host and port in the Label Printer master.":
    "La impresora '{1}' no tiene host ni puerto en el Maestro de impresoras de etiquetas.",
  "Printer '{1}' ({2}) refused the connection. No label was printed.":
    "La impresora '{1}' ({2}) rechazó la conexión. No se imprimió ninguna etiqueta.",
  "Printer '{1}' ({2}) did not answer within {3} s. No label was printed.":
    "La impresora '{1}' ({2}) no respondió en {3} s. No se imprimió ninguna etiqueta.",
  "Printer '{1}' ({2}) failed: {3}. No label was printed.":
    "La impresora '{1}' ({2}) falló: {3}. No se imprimió ninguna etiqueta.",
  "Printer '{1}' is disabled in Status Update.": "La impresora '{1}' está deshabilitada en Actualización de estado.",
  'The {1} label sequence is disabled in Status Update.':
    'La secuencia de etiquetas {1} está deshabilitada en Actualización de estado.',
  '{1} is already printed: a serial is never printed twice. Nothing was sent to the printer.':
    '{1} ya está impreso: una serie nunca se imprime dos veces. No se envió nada a la impresora.',
  "Label format '{1}' is not in the label format masters.":
    "El formato de etiqueta '{1}' no está en los maestros de formatos de etiqueta.",
  "Part '{1}' is not in the label catalogue of this plant.":
    "La parte '{1}' no está en el catálogo de etiquetas de esta planta.",
  "Printer '{1}' ({2}) {3} while taking the job. The printer may have printed {4}; check it, then reprint from Print History if needed.":
    "La impresora '{1}' ({2}) {3} al recibir el trabajo. La impresora pudo haber impreso {4}; revísela y, si hace falta, reimprima desde Historial de impresión.",
  'the job': 'el trabajo',
  "Printer '{1}' ({2}) cannot be reached. No label was printed.":
    "No se puede contactar la impresora '{1}' ({2}). No se imprimió ninguna etiqueta.",
  "Printer '{1}' is paused. Release the pause on the printer, then print again.":
    "La impresora '{1}' está en pausa. Quite la pausa en la impresora y vuelva a imprimir.",
  "Printer '{1}' is out of paper. Load labels, then print again.":
    "La impresora '{1}' no tiene papel. Cargue etiquetas y vuelva a imprimir.",
  "Printer '{1}' is out of ribbon. Load a ribbon, then print again.":
    "La impresora '{1}' no tiene cinta. Cargue una cinta y vuelva a imprimir.",
  '{1} of {1} labels printed: {3} on {2}.': '{1} de {1} etiquetas impresas: {3} en {2}.',
  'The label has been sent to the printer. {1} is still printing; Print Center shows when it is done.':
    'La etiqueta se envió a la impresora. {1} sigue imprimiendo; el Centro de impresión muestra cuándo termina.',
  'The missing serials of job {1} were already printed by job {2}: a serial is never printed twice.':
    'Las series faltantes del trabajo {1} ya las imprimió el trabajo {2}: una serie nunca se imprime dos veces.',
  'Job {1} has no missing serials: every label came out.':
    'El trabajo {1} no tiene series faltantes: salieron todas las etiquetas.',
  'Job {1} is {2}: only partly printed or unknown jobs are confirmed.':
    'El trabajo {1} está {2}: solo se confirman trabajos impresos en parte o desconocidos.',
  'Job {1} confirmed printed by {2}.': 'Trabajo {1} confirmado como impreso por {2}.',
  'Say why the label is printed again.': 'Diga por qué se vuelve a imprimir la etiqueta.',
  "Printer '{1}' has its print head open. Close the head, then print again.":
    "La impresora '{1}' tiene el cabezal abierto. Cierre el cabezal y vuelva a imprimir.",
  "Printer '{1}' cannot take ZPL over the network: printing needs a Zebra printer on TCP/IP with a host and port.":
    "La impresora '{1}' no acepta ZPL por la red: para imprimir se necesita una impresora Zebra en TCP/IP con host y puerto.",
  'No printer can print these labels: printing needs a Zebra printer on TCP/IP with a host and port in the Label Printer Master.':
    'Ninguna impresora puede imprimir estas etiquetas: se necesita una impresora Zebra en TCP/IP con host y puerto en el Maestro de impresoras de etiquetas.',
  "Printer host '{1}' is outside the networks printers may be on ({2}).":
    "El host de impresora '{1}' está fuera de las redes permitidas para impresoras ({2}).",
  "Printer host '{1}' cannot be resolved.": "No se puede resolver el host de impresora '{1}'.",
  "Printer '{1}' has port '{2}' in the Label Printer master: a port is a number from 1 to 65535.":
    "La impresora '{1}' tiene el puerto '{2}' en el Maestro de impresoras de etiquetas: un puerto es un número de 1 a 65535.",
  "Printer '{1}' ({2}) is the address of printer '{3}' of plant server {4}: a printer belongs to one plant.":
    "La impresora '{1}' ({2}) tiene la dirección de la impresora '{3}' del servidor de planta {4}: una impresora pertenece a una sola planta.",
};
