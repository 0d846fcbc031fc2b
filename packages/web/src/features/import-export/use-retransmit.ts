import { importExportMessages as m, RETRANSMIT_MAX_RETRIES, RETRANSMIT_TIMEOUT_MS, TOAST_MS } from '@fgss/contracts';
import { useRef, useState } from 'react';
import { confirm } from '@/kit/feedback/confirm';
import { toast } from '@/kit/feedback/toast';
import { useT } from '@/lib/i18n';
import { newKey } from '@/lib/idempotency-link';
import { type AbortReason, retransmitFailure } from './retransmit-failure';

/** Where a run of retransmits stands: the ASN being sent, how many of how many, and whether Cancel was asked. */
export interface RetransmitProgress {
  n: number;
  total: number;
  asn: string;
  stopping: boolean;
}

type Send = (asn: string, opts: { context: { idempotencyKey: string }; signal: AbortSignal }) => Promise<unknown>;

/**
 * Retransmits ASNs one after the other (spec 3 sections 8 and 9): each ASN is one action with
 * its own Idempotency-Key, kept for its retries, so a retry never sends twice what customs
 * took; each attempt may take 5 minutes; after a failure the user is asked whether to retry, up
 * to 3 times in the run, then told the server is too busy. Cancel stops the run after the ASN
 * being sent: customs may already hold it whatever the browser does, so its answer is awaited and
 * counted, and the grid shows its transmission.
 */
export function useRetransmit(send: Send, afterRun: () => void) {
  const t = useT();
  const [progress, setProgress] = useState<RetransmitProgress | null>(null);
  const stopping = useRef(false);

  const attempt = async (
    asn: string,
    key: string,
  ): Promise<'sent' | { failure: ReturnType<typeof retransmitFailure> }> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort('timeout' satisfies AbortReason), RETRANSMIT_TIMEOUT_MS);
    try {
      await send(asn, { context: { idempotencyKey: key }, signal: controller.signal });
      return 'sent';
    } catch (error) {
      const reason = controller.signal.aborted ? (controller.signal.reason as AbortReason) : null;
      return { failure: retransmitFailure(error, reason) };
    } finally {
      clearTimeout(timer);
    }
  };

  const run = async (asns: string[]) => {
    let retries = 0;
    let sent = 0;
    stopping.current = false;
    try {
      for (const [i, asn] of asns.entries()) {
        if (stopping.current) break;
        const key = newKey();
        setProgress({ n: i + 1, total: asns.length, asn, stopping: false });
        for (;;) {
          const outcome = await attempt(asn, key);
          if (outcome === 'sent') break;
          const { failure } = outcome;
          const told = [failure.text, failure.detail].filter(Boolean).join('\n');
          if (!failure.retryable) {
            toast.error(told, TOAST_MS.longest);
            return;
          }
          if (stopping.current) return;
          if (retries === RETRANSMIT_MAX_RETRIES) {
            toast.error(m.maxRetries, TOAST_MS.longest, { asWritten: true });
            return;
          }
          const question = `${told}\n\n${t('retryQuestion')} (${t('retryOf', { n: retries + 1, max: RETRANSMIT_MAX_RETRIES })})`;
          if (!(await confirm(question, { yes: t('retry'), no: t('cancel') }))) return;
          retries++;
        }
        sent++;
      }
      if (sent === asns.length) toast.success(m.retransmitted(sent));
    } finally {
      if (sent < asns.length) toast.info(t('retransmitStopped', { n: sent, total: asns.length }));
      setProgress(null);
      afterRun();
    }
  };

  const cancel = () => {
    stopping.current = true;
    setProgress((p) => p && { ...p, stopping: true });
  };
  return { run, progress, cancel };
}
