import { dateFormatFor, LANGUAGES, type Language } from '@fgss/contracts';
import { useCallback } from 'react';
import { useSession } from './session';

/**
 * The shell's own texts in EN and ES. Labels that come from the server (menu entries) and the
 * spec's messages are shown as they are written.
 */
const en = {
  appName: 'FGSS',
  appTitle: 'Finished Goods Shipping Systems',
  home: 'Home',
  profile: 'Profile',
  logout: 'Logout',
  serverConfiguration: 'Server Configuration',
  toggleMenu: 'Toggle menu',
  user: 'User',
  server: 'Server',
  database: 'Database',
  version: 'Version',
  username: 'Username',
  password: 'Password',
  serverName: 'Server name',
  domain: 'Domain',
  signIn: 'Sign in',
  forgotPassword: 'Forgot password?',
  createAccount: 'Create account',
  adminSignIn: 'Administrator sign-in',
  backToLogin: 'Back to login',
  email: 'Email',
  confirmPassword: 'Confirm password',
  emailOrUsername: 'Email or username',
  sendTemporaryPassword: 'Send temporary password',
  newPassword: 'New password',
  changePassword: 'Change password',
  cancel: 'Cancel',
  favourite: 'Favourite',
  favouriteServers: 'Favourite servers',
  favouriteServersHint: 'Checked servers are listed first when you sign in.',
  defaultDomain: 'Default domain',
  userDetails: 'User details',
  save: 'Save',
  yes: 'Yes',
  no: 'No',
  totalRecords: 'Total Records',
  mode: 'Mode',
  modeView: 'View',
  modeEdit: 'Edit',
  cleanFilters: 'Clean Filters',
  all: 'All',
  noRecords: 'No records to display',
  backToHome: 'Back to home',
  notAvailableHint: 'It will be added in a later release of FGSS web.',
  passwordToBeExpired: 'Your password is about to expire.',
  changePasswordNow: 'Do you want to change your password now?',
  signUpNotice:
    'Sign-up is recorded on this device only: no account was created on the plant servers. Ask your FGSS administrator for a user.',
  fixedServer: 'Signs in to the central server FGSSCENTRAL (zone Central, no domain).',
  loading: 'Loading…',
  serverStatus: 'Server Status',
  zone: 'Zone',
  name: 'Name',
  enabled: 'Enabled',
  tasks: 'Tasks',
  notSaved: 'The change was not saved',
  screenFailed: 'This screen could not be shown.',
  reload: 'Reload',
  noPrintRight: 'You do not have permission to print on this screen.',
  noUploadRight: 'You do not have permission to upload on this screen.',
  // Import/export and retransmit (spec 3 section 2.3)
  importXrefData: 'Import XREF Data',
  importFile: 'Import',
  showStatus: 'Show Status',
  print: 'Print',
  importStatus: 'Import status',
  retransmitCentral: 'Retransmit ASN Central to Customs',
  retransmitOne: 'Retransmit ASN to Customs',
  asnDate: 'ASN Date',
  asnNumber: 'ASN Number',
  plantCode: 'Plant Code',
  asnVersion: 'Version',
  shipDate: 'Ship Date',
  lastTransmitted: 'Last Transmitted',
  lastResult: 'Last Result',
  lastUser: 'Transmitted By',
  confirm: 'Confirm',
  confirmAll: 'Confirm All',
  retry: 'Retry',
  retryQuestion: 'Do you want to retry?',
  retryOf: 'Retry {n} of {max}',
  retransmitting: 'Retransmitting {n} of {total}: ASN {asn}',
  retransmitStopped: '{n} of {total} ASN were retransmitted.',
  noRetransmitRight: 'You do not have permission to retransmit on this screen.',
  // Spec 3 configuration masters: account calendar and link server
  year: 'Year',
  generateYear: 'Generate',
  add: 'Add',
  edit: 'Edit',
  delete: 'Delete',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  procedureName: 'Procedure',
  plant: 'Plant',
  lastExecution: 'Last Execution',
  executionStatus: 'Status',
  noProcedures: 'This link server runs no procedures.',
} as const;

export type TextKey = keyof typeof en;

const es: Record<TextKey, string> = {
  appName: 'FGSS',
  appTitle: 'Sistema de Embarque de Producto Terminado',
  home: 'Inicio',
  profile: 'Perfil',
  logout: 'Cerrar sesión',
  serverConfiguration: 'Configuración de servidores',
  toggleMenu: 'Mostrar u ocultar menú',
  user: 'Usuario',
  server: 'Servidor',
  database: 'Base de datos',
  version: 'Versión',
  username: 'Usuario',
  password: 'Contraseña',
  serverName: 'Servidor',
  domain: 'Dominio',
  signIn: 'Iniciar sesión',
  forgotPassword: '¿Olvidó su contraseña?',
  createAccount: 'Crear cuenta',
  adminSignIn: 'Acceso de administrador',
  backToLogin: 'Volver al inicio de sesión',
  email: 'Correo electrónico',
  confirmPassword: 'Confirmar contraseña',
  emailOrUsername: 'Correo o usuario',
  sendTemporaryPassword: 'Enviar contraseña temporal',
  newPassword: 'Nueva contraseña',
  changePassword: 'Cambiar contraseña',
  cancel: 'Cancelar',
  favourite: 'Favorito',
  favouriteServers: 'Servidores favoritos',
  favouriteServersHint: 'Los servidores marcados aparecen primero al iniciar sesión.',
  defaultDomain: 'Dominio predeterminado',
  userDetails: 'Datos del usuario',
  save: 'Guardar',
  yes: 'Sí',
  no: 'No',
  totalRecords: 'Total de registros',
  mode: 'Modo',
  modeView: 'Consulta',
  modeEdit: 'Edición',
  cleanFilters: 'Limpiar filtros',
  all: 'Todos',
  noRecords: 'No hay registros',
  backToHome: 'Volver al inicio',
  notAvailableHint: 'Se agregará en una versión posterior de FGSS web.',
  passwordToBeExpired: 'Su contraseña está por expirar.',
  changePasswordNow: '¿Desea cambiar su contraseña ahora?',
  signUpNotice:
    'El registro se guardó solo en este equipo: no se creó ninguna cuenta en los servidores de planta. Solicite un usuario a su administrador de FGSS.',
  fixedServer: 'Accede al servidor central FGSSCENTRAL (zona Central, sin dominio).',
  loading: 'Cargando…',
  serverStatus: 'Estado de servidores',
  zone: 'Zona',
  name: 'Nombre',
  enabled: 'Habilitado',
  tasks: 'Tareas',
  notSaved: 'El cambio no se guardó',
  screenFailed: 'No se pudo mostrar esta pantalla.',
  reload: 'Recargar',
  noPrintRight: 'No tiene permiso para imprimir en esta pantalla.',
  noUploadRight: 'No tiene permiso para cargar archivos en esta pantalla.',
  importXrefData: 'Importar datos XREF',
  importFile: 'Importar',
  showStatus: 'Ver estado',
  print: 'Imprimir',
  importStatus: 'Estado de la importación',
  retransmitCentral: 'Retransmitir ASN central a aduanas',
  retransmitOne: 'Retransmitir ASN a aduanas',
  asnDate: 'Fecha de ASN',
  asnNumber: 'Número de ASN',
  plantCode: 'Código de planta',
  asnVersion: 'Versión',
  shipDate: 'Fecha de embarque',
  lastTransmitted: 'Última transmisión',
  lastResult: 'Último resultado',
  lastUser: 'Transmitido por',
  confirm: 'Confirmar',
  confirmAll: 'Confirmar todo',
  retry: 'Reintentar',
  retryQuestion: '¿Desea reintentar?',
  retryOf: 'Reintento {n} de {max}',
  retransmitting: 'Retransmitiendo {n} de {total}: ASN {asn}',
  retransmitStopped: 'Se retransmitieron {n} de {total} ASN.',
  noRetransmitRight: 'No tiene permiso para retransmitir en esta pantalla.',
  year: 'Año',
  generateYear: 'Generar',
  add: 'Agregar',
  edit: 'Editar',
  delete: 'Eliminar',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  procedureName: 'Procedimiento',
  plant: 'Planta',
  lastExecution: 'Última ejecución',
  executionStatus: 'Estado',
  noProcedures: 'Este servidor vinculado no ejecuta procedimientos.',
};

const dictionaries: Record<Language, Record<TextKey, string>> = { EN: en, ES: es };

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The user's language when signed in, else the upper-cased first part of the browser language. */
export function languageOf(userLanguage: string | undefined, browserLanguage: string): Language {
  const candidate = (userLanguage || browserLanguage.split('-')[0] || '').toUpperCase();
  return isLanguage(candidate) ? candidate : 'EN';
}

export function useLanguage(): Language {
  const user = useSession()?.userData;
  return languageOf(user?.language, typeof navigator === 'undefined' ? 'en' : navigator.language);
}

/** A catalogue text with its `{name}` placeholders filled. */
export const fill = (text: string, values: Readonly<Record<string, string | number>>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

export function useT(): (key: TextKey) => string {
  const dictionary = dictionaries[useLanguage()];
  // Stable per language, so memoised columns and labels only change when the language does.
  return useCallback((key: TextKey) => dictionary[key], [dictionary]);
}

/** The user's date format: the one the server gives, else dd/MM/yyyy for ES and MM/dd/yyyy otherwise. */
export function useDateFormat(): string {
  const session = useSession();
  const language = useLanguage();
  return session?.userData.formatDate || dateFormatFor(language);
}

/** A screen group's own texts in EN and ES, kept beside its screens (features/<area>/texts.ts). */
export interface Texts<K extends string> {
  EN: Record<K, string>;
  ES: Record<K, string>;
}

/** `const t = useTexts(reworkTexts)`: the text of a key in the user's language. */
export function useTexts<K extends string>(texts: Texts<K>): (key: K) => string {
  const dictionary = useLanguage() === 'ES' ? texts.ES : texts.EN;
  return useCallback((key: K) => dictionary[key], [dictionary]);
}
