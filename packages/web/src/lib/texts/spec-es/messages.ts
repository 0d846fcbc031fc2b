/** The spec's shared messages (contracts/messages.ts): grids, confirmations, sign-in. */
export const messagesEs: Record<string, string> = {
  '[20007] Record Already Exist!': '[20007] ¡El registro ya existe!',
  '[20007] Record Already Exists!': '[20007] ¡El registro ya existe!',
  '[20024]No records found': '[20024]No se encontraron registros',
  'Are you sure you want to save?': '¿Seguro que desea guardar?',
  'Unsaved data exist. Are you sure you want to cancel?': 'Hay datos sin guardar. ¿Seguro que desea cancelar?',
  '[20134] Do you want to save?': '[20134] ¿Desea guardar?',
  '[20011] Unsaved data exist. Are you sure you want to cancel?':
    '[20011] Hay datos sin guardar. ¿Seguro que desea cancelar?',
  'Are you sure you want to delete all?': '¿Seguro que desea eliminar todo?',
  'Saved Successfully': 'Guardado correctamente',
  'No changes to save': 'No hay cambios por guardar',
  'Session expired, returning to login': 'La sesión expiró, regresando al inicio de sesión',
  '504 Gateway Time-out': '504 Tiempo de espera agotado en la puerta de enlace',
  'Value must be a valid date': 'El valor debe ser una fecha válida',
  'Username is required': 'El usuario es obligatorio',
  'Username cannot contain digits': 'El usuario no puede contener dígitos',
  'Password is required': 'La contraseña es obligatoria',
  'Server name is required': 'El nombre del servidor es obligatorio',
  'Domain is required': 'El dominio es obligatorio',
  'Email/Username is required': 'El correo o usuario es obligatorio',
  'Email is required': 'El correo es obligatorio',
  'Email is invalid': 'El correo no es válido',
  'Confirmation is required': 'La confirmación es obligatoria',
  'Passwords do not match': 'Las contraseñas no coinciden',
  'Old password is required': 'La contraseña anterior es obligatoria',
  'New password is required': 'La contraseña nueva es obligatoria',
  'Username has not administrator rights, you have been redirected to login page':
    'El usuario no tiene derechos de administrador; se le redirigió al inicio de sesión',
  'Failed to reset password': 'No se pudo restablecer la contraseña',
  'Failed to change password': 'No se pudo cambiar la contraseña',
  "We've sent a temporary password to reset your password. Check your inbox.":
    'Le enviamos una contraseña temporal para restablecer su contraseña. Revise su bandeja de entrada.',
  'Password has been changed succesfully': 'La contraseña se cambió correctamente',
  'Invalid username or password': 'Usuario o contraseña no válidos',
  'Password must be at least 8 characters': 'La contraseña debe tener al menos 8 caracteres',
  'Password must contain a letter': 'La contraseña debe contener una letra',
  'Password must contain a digit': 'La contraseña debe contener un dígito',
  'Please select only one primary destination': 'Seleccione solo un destino principal',
  'Default Location Cannot Be Deleted': 'La ubicación predeterminada no se puede eliminar',
  'Primary Carrier Cannot Be Deleted': 'El transportista principal no se puede eliminar',
  'Primary Destination Cannot Be Deleted': 'El destino principal no se puede eliminar',
  'This screen is not available in this version.': 'Esta pantalla no está disponible en esta versión.',
  'You do not have permission for this action': 'No tiene permiso para esta acción',
  'The plant or another record the row refers to does not exist on this server':
    'La planta u otro registro al que se refiere la fila no existe en este servidor',
  'The service is stopping for a restart; try again in a moment.':
    'El servicio se está deteniendo para reiniciarse; intente de nuevo en un momento.',
  'A request may hold at most {1} label checks, previews or Print Center snapshots; this one has {2}.':
    'Una solicitud puede incluir como máximo {1} revisiones de etiquetas, vistas previas o estados del Centro de impresión; esta incluye {2}.',
  'You already have {1} label checks or previews waiting; try again when they have finished.':
    'Ya tiene {1} revisiones o vistas previas de etiquetas en espera; intente de nuevo cuando terminen.',
  'The plant is busy drawing labels for other users; try again in a moment.':
    'La planta está ocupada dibujando etiquetas de otros usuarios; intente de nuevo en un momento.',
  // The authentication service's own replies (sign-in, password change).
  'Your password has expired, please change it': 'Su contraseña expiró; cámbiela',
  'Please change the password you received before signing in':
    'Cambie la contraseña que recibió antes de iniciar sesión',
  'Your password expires in {1} days': 'Su contraseña expira en {1} días',
  'The old password or recovery code is not correct':
    'La contraseña anterior o el código de recuperación no es correcto',
  'The new password must be different from the current password': 'La contraseña nueva debe ser distinta de la actual',
  "Unknown server '{1}'": "Servidor '{1}' desconocido",
  "Unknown domain '{1}'": "Dominio '{1}' desconocido",
  'Server {1} is disabled': 'El servidor {1} está deshabilitado',
};
