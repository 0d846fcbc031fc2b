/** The report screens' messages (contracts/report). */
export const reportsEs: Record<string, string> = {
  '[20265] Date from and Date to Cannot Be Blank.': '[20265] Fecha desde y Fecha hasta no pueden quedar en blanco.',
  '[20265] Harness Sno or Box Sno Cannot Be Blank.':
    '[20265] No. de serie de arnés o de caja no puede quedar en blanco.',
  'Year/Month should be required': 'Año/Mes es obligatorio',
  'Select an ASN No.': 'Seleccione un No. de ASN.',
  'Scan or type a serial, an ASN or a part number.': 'Escanee o escriba una serie, un ASN o un número de parte.',
  'A part number is searched with both dates: Date from and Date to.':
    'Un número de parte se busca con ambas fechas: Fecha desde y Fecha hasta.',
  '[20001] Cannot Be Blank.': '[20001] No puede quedar en blanco.',
  'An error occurred while fetching report data.': 'Ocurrió un error al obtener los datos del reporte.',
  'Click on Search Icon to get Results': 'Haga clic en el icono de búsqueda para obtener resultados',
  'Date from can not be after Date to.': 'Fecha desde no puede ser posterior a Fecha hasta.',
  'Date Range Can not be more than {1} Days!': '¡El rango de fechas no puede ser mayor a {1} días!',
  'Date can not be before 01/01/2000.': 'La fecha no puede ser anterior al 01/01/2000.',
  'At most {1} characters': 'Máximo {1} caracteres',
};
