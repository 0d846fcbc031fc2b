import { Paper, Text } from '@mantine/core';
import { Page } from '@/kit/page/page';
import { useT } from '@/lib/i18n';

/** /reports: the spec's reports landing text (spec 1 section 2); the reports have their own routes. */
export default function ReportsPage() {
  const t = useT();
  return (
    <Page title={t('reportsTitle')}>
      <Paper p="xl">
        <Text size="lg">{t('reportsPage')}</Text>
      </Paper>
    </Page>
  );
}
