import { messages } from '@fgss/contracts';
import { IconBarrierBlock } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/kit/page/page';
import { PageNotice } from '@/kit/page/page-notice';
import { useT } from '@/lib/i18n';

/** A menu entry whose screen this version does not have yet says so plainly. */
export function NotAvailablePage({ label }: { label: string }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Page title={label}>
      <PageNotice
        icon={<IconBarrierBlock size={34} />}
        color="orange"
        title={messages.notAvailable}
        hint={t('notAvailableHint')}
        action={t('backToHome')}
        onAction={() => navigate('/home')}
      />
    </Page>
  );
}
