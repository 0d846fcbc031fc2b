import { Paper, Text } from '@mantine/core';
import { Page } from '@/kit/page/page';

/** /reports: the spec's reports landing text (spec 1 section 2); the reports have their own routes. */
export default function ReportsPage() {
  return (
    <Page title="Reports">
      <Paper p="xl">
        <Text size="lg">Reports Page</Text>
      </Paper>
    </Page>
  );
}
