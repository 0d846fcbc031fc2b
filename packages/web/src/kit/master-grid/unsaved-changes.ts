import { messages } from '@fgss/contracts';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { session } from '@/lib/session';
import { confirm } from '../feedback/confirm';

/**
 * While a grid has unsaved changes, leaving it asks first: a move inside the app with the
 * spec's cancel question, and leaving or reloading the page with the browser's own prompt.
 * A navigation after the session ended (sign-out, expiry) is never held: nothing could be saved.
 */
export function useUnsavedChangesPrompt(dirty: boolean): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return dirty && session.get() !== null && currentLocation.pathname !== nextLocation.pathname;
  });

  // One question per held navigation: the effect follows the state, the ref the latest blocker.
  const latest = useRef(blocker);
  latest.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirm(messages.confirmCancel).then((leave) => {
      if (leave) latest.current.proceed?.();
      else latest.current.reset?.();
    });
  }, [blocker.state]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
