import { texts } from './define';

/**
 * The sign-in page's texts: the only area it loads (lib/i18n.ts); every other area comes with the
 * pages after it. lib/texts/sign-in.test.ts fails when the sign-in page names a key of another area.
 */
export const signInTexts = texts(
  {
    appName: 'FGSS',
    appTitle: 'Finished Goods Shipping Systems',
    loginTitle: 'FGSS LOGIN',
    username: 'Username',
    password: 'Password',
    serverName: 'Server name',
    domain: 'Domain',
    favourite: 'Favourite',
    signIn: 'Sign in',
    forgotPassword: 'Forgot password?',
    createAccount: 'Create account',
    adminSignIn: 'Administrator sign-in',
    passwordToBeExpired: 'Your password is about to expire.',
    changePasswordNow: 'Do you want to change your password now?',
    confirm: 'Confirm',
    yes: 'Yes',
    no: 'No',
    tooManyRequests: 'Too many requests; you can try again in {{n}} s',
  },
  {
    appName: 'FGSS',
    appTitle: 'Sistema de Embarque de Producto Terminado',
    loginTitle: 'FGSS INICIO DE SESIÓN',
    username: 'Usuario',
    password: 'Contraseña',
    serverName: 'Servidor',
    domain: 'Dominio',
    favourite: 'Favorito',
    signIn: 'Iniciar sesión',
    forgotPassword: '¿Olvidó su contraseña?',
    createAccount: 'Crear cuenta',
    adminSignIn: 'Acceso de administrador',
    passwordToBeExpired: 'Su contraseña está por expirar.',
    changePasswordNow: '¿Desea cambiar su contraseña ahora?',
    confirm: 'Confirmar',
    yes: 'Sí',
    no: 'No',
    tooManyRequests: 'Demasiadas solicitudes; puede volver a intentarlo en {{n}} s',
  },
);
