import { messages, TOAST_MS, type TokenReply } from '@fgss/contracts';
import { useNavigate } from 'react-router-dom';
import { confirm } from '@/kit/feedback/confirm';
import { toast } from '@/kit/feedback/toast';
import { useT } from '@/lib/i18n';
import { session } from '@/lib/session';
import { type ChangePasswordState, loginOutcome, type OldPasswordLabel } from './login-outcome';

/** Acts on a token reply as spec 1 section 4 says: sign in, change password, or refuse. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const t = useT();

  return async (reply: TokenReply, who: { username: string; servername: string }, admin: boolean) => {
    const toChangePassword = (message: OldPasswordLabel) => {
      const state: ChangePasswordState = { ...who, message };
      navigate('/change-password/1', { state });
    };
    const enter = (to: string) => {
      session.signIn(reply);
      navigate(to, { replace: true });
    };

    const outcome = loginOutcome(reply, { admin });
    switch (outcome.kind) {
      case 'failed':
        toast.error(outcome.message, TOAST_MS.login);
        return;
      case 'changePassword':
        if (reply.message) toast.info(reply.message, TOAST_MS.login);
        toChangePassword(outcome.message);
        return;
      case 'notAdmin':
        session.clear();
        toast.error(messages.notAdmin, TOAST_MS.login);
        navigate('/login', { replace: true });
        return;
      case 'offerChange': {
        // The service says when the password expires; the question is ours.
        const notice = (reply.message || t('passwordToBeExpired')).replace(/\.?\s*$/, '.');
        const change = await confirm(`${notice} ${t('changePasswordNow')}`, { yes: t('yes'), no: t('no') });
        if (change) toChangePassword('Old Password');
        else enter(outcome.to);
        return;
      }
      case 'signedIn':
        enter(outcome.to);
    }
  };
}
