/** The shipping plan's messages (contracts/shipping). */
export const shippingEs: Record<string, string> = {
  'Adherence Type needs to be selected: {1}': 'Se debe seleccionar el tipo de apego: {1}',
  'Beg. Invt should be from 0 to 99999': 'Inv. inicial debe ser de 0 a 99999',
  'Ship Qty should be from 0 to 99999': 'Cant. a embarcar debe ser de 0 a 99999',
  'Prod Qty should be from 0 to 99999': 'Cant. a producir debe ser de 0 a 99999',
  'Date must not be before the first day of the current month':
    'La fecha no debe ser anterior al primer día del mes actual',
  'Date to must be within one year of date from': 'Fecha hasta debe estar dentro de un año de Fecha desde',
  'Importing process has failed.<br/> Error Detail file has been downloaded for more details.':
    'El proceso de importación falló.<br/> Se descargó el archivo con el detalle de errores.',
  '{1} record(s) imported successfully.': '{1} registro(s) importado(s) correctamente.',
  '[20100]Date Range Can not be more than 31 Days!': '[20100]¡El rango de fechas no puede ser mayor a 31 días!',
  'Unknown SEWS part for the plant': 'Parte SEWS desconocida para la planta',
  'Unknown customer group': 'Grupo de clientes desconocido',
  'Unknown ship-to warehouse': 'Almacén de envío desconocido',
  '{1} record(s) deleted successfully.': '{1} registro(s) eliminado(s) correctamente.',
};
