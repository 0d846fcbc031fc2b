/** Import / Export's messages: XREF import and ASN retransmission (contracts/import). */
export const importExportEs: Record<string, string> = {
  // The Transmission Log's columns.
  Version: 'Versión',
  'Transmitted At': 'Transmitido el',
  Purpose: 'Propósito',
  Sender: 'Emisor',
  ISA13: 'ISA13',
  GS06: 'GS06',
  ST02: 'ST02',
  'HTTP Result': 'Resultado HTTP',
  'HTTP Detail': 'Detalle HTTP',
  '997 Reason': 'Motivo del 997',
  'Acknowledged At': 'Acusado el',
  // The detail of a transmission's result (customs' HTTP answer, or why there was none).
  '{1} Service Unavailable': '{1} Servicio no disponible',
  '{1} Internal Server Error': '{1} Error interno del servidor',
  '{1} Bad Gateway': '{1} Puerta de enlace incorrecta',
  '{1} Gateway Timeout': '{1} Tiempo de espera de la puerta de enlace agotado',
  '{1} Too Many Requests': '{1} Demasiadas solicitudes',
  'no answer in time': 'sin respuesta a tiempo',
  'connection refused': 'conexión rechazada',
  'no answer yet': 'aún sin respuesta',
  'Please select ASN Number.': 'Seleccione el número de ASN.',
  '[5661] Are you sure you want to retransmit all ASN?': '[5661] ¿Seguro que desea retransmitir todos los ASN?',
  'Are you sure you want to retransmit the selected ASN?': '¿Seguro que desea retransmitir el ASN seleccionado?',
  'Error {1}: {2}': 'Error {1}: {2}',
  'Request timed out or was canceled...': 'La solicitud agotó el tiempo de espera o fue cancelada...',
  'Network error: Unable to reach the server. It may be down or busy.':
    'Error de red: no se puede contactar el servidor. Puede estar caído u ocupado.',
  'Maximum retry attempts reached, the server seems to be very busy, try again later':
    'Se alcanzó el máximo de reintentos; el servidor parece muy ocupado, intente más tarde',
  '{1} ASN retransmitted to customs.': '{1} ASN retransmitidos a aduanas.',
  'ASN {1} does not exist on this server or has not shipped.':
    'El ASN {1} no existe en este servidor o no se ha embarcado.',
  'Customs answered {2} {3} for ASN {1}.': 'Aduanas respondió {2} {3} para el ASN {1}.',
  'The customs gateway cannot be reached (ASN {1} was not sent).':
    'No se puede contactar la puerta de enlace de aduanas (el ASN {1} no se envió).',
  'The customs gateway did not answer in time for ASN {1}; retry to learn whether it arrived.':
    'La puerta de enlace de aduanas no respondió a tiempo para el ASN {1}; reintente para saber si llegó.',
  'ASN {1} was not sent: its X12 856 is invalid at segment {2}: {3}.':
    'El ASN {1} no se envió: su X12 856 no es válido en el segmento {2}: {3}.',
  'ASN {1} was not sent: {2}': 'El ASN {1} no se envió: {2}',
  "{1} '{2}' on box {3} contains {4}: fix it in {5}.": "{1} '{2}' de la caja {3} contiene {4}: corríjalo en {5}.",
  'Customer part': 'Parte del cliente',
  'a control character': 'un carácter de control',
  '{1} of {2} ASN were sent before the failure.': '{1} de {2} ASN se enviaron antes de la falla.',
  'Import of {1} for plant {2} started./r/Click Show Status to follow it.':
    'Se inició la importación de {1} para la planta {2}./r/Haga clic en Mostrar estado para darle seguimiento.',
  'Your previous XREF import is still running; wait for it to finish.':
    'Su importación XREF anterior sigue en proceso; espere a que termine.',
  'You have not started an XREF import on this server.': 'No ha iniciado una importación XREF en este servidor.',
  // The partner's 997 reasons (contracts/import/acknowledgement.ts), one per line.
  'Segment {1} at position {2}: {3} (AK3 {4}).': 'Segmento {1} en la posición {2}: {3} (AK3 {4}).',
  'Element {1}: {2} (AK4 {3}).': 'Elemento {1}: {2} (AK4 {3}).',
  '{1} (AK5 {2}).': '{1} (AK5 {2}).',
  'Unknown error': 'Error desconocido',
  'Transaction set not supported': 'Conjunto de transacciones no admitido',
  'Transaction set trailer missing': 'Falta el cierre del conjunto de transacciones',
  'Transaction set control number in header and trailer do not match':
    'El número de control del conjunto de transacciones no coincide entre encabezado y cierre',
  'Number of included segments does not match actual count':
    'El número de segmentos incluidos no coincide con el conteo real',
  'One or more segments in error': 'Uno o más segmentos con error',
  'Missing or invalid transaction set identifier': 'Identificador del conjunto de transacciones faltante o inválido',
  'Missing or invalid transaction set control number':
    'Número de control del conjunto de transacciones faltante o inválido',
  'Unrecognized segment ID': 'ID de segmento no reconocido',
  'Unexpected segment': 'Segmento inesperado',
  'Mandatory segment missing': 'Falta un segmento obligatorio',
  'Loop occurs over maximum times': 'El ciclo se repite más veces de las permitidas',
  'Segment exceeds maximum use': 'El segmento excede su uso máximo',
  'Segment not in defined transaction set': 'Segmento fuera del conjunto de transacciones definido',
  'Segment not in proper sequence': 'Segmento fuera de secuencia',
  'Segment has data element errors': 'El segmento tiene errores en elementos de datos',
  'Mandatory data element missing': 'Falta un elemento de datos obligatorio',
  'Conditional required data element missing': 'Falta un elemento de datos condicionalmente obligatorio',
  'Too many data elements': 'Demasiados elementos de datos',
  'Data element too short': 'Elemento de datos demasiado corto',
  'Data element too long': 'Elemento de datos demasiado largo',
  'Invalid character in data element': 'Carácter inválido en el elemento de datos',
  'Invalid code value': 'Valor de código inválido',
  'Invalid date': 'Fecha inválida',
  'Invalid time': 'Hora inválida',
  'Exclusion condition violated': 'Se violó una condición de exclusión',
};
