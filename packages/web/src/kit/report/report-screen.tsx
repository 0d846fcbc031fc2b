import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEraser, IconSearch } from '@tabler/icons-react';
import { useSpecText, useT } from '@/lib/i18n';
import type { QueryProcedure } from '@/lib/procedures';
import { Page } from '../page/page';
import { FilterField } from './filter-field';
import { ReportGrid } from './report-grid';
import type { FilterDef, ReportDef } from './types';
import { useReport } from './use-report';

/**
 * The report screen archetype (spec 3 section 2.1): the screen's filters with Search and Clear,
 * the date-window message, and the result grid. A screen only declares its ReportDef.
 */
export function ReportScreen<F extends readonly FilterDef[], S extends QueryProcedure>({
  def,
}: {
  def: ReportDef<F, S>;
}) {
  const t = useT();
  const spec = useSpecText();
  const report = useReport(def);
  return (
    <Page title={def.title}>
      <Paper withBorder radius="md" p="sm" shadow="xs">
        <Stack gap="xs">
          <Group key={report.clearCount} align="flex-end" gap="md" wrap="wrap">
            {def.filters.filter(report.shown).map((f) => (
              <FilterField
                key={f.name}
                filter={f}
                values={report.effective}
                value={report.values[f.name] ?? null}
                onChange={(v) => report.set(f.name, v)}
                disabled={report.locked || Boolean(f.disabled?.(report.effective))}
                onActivePlant={report.onActivePlant}
                onDateValidity={(valid) => report.onDateValidity(f.name, valid)}
                dateWindow={report.dateWindow}
              />
            ))}
            <Group gap="xs">
              <Button leftSection={<IconSearch size={16} />} disabled={!report.canSearch} onClick={report.search}>
                {t('search')}
              </Button>
              <Button variant="default" leftSection={<IconEraser size={16} />} onClick={report.clear}>
                {t('clear')}
              </Button>
            </Group>
          </Group>
          {report.message && (
            <Text c="red" size="sm" role="alert">
              {spec(report.message)}
            </Text>
          )}
        </Stack>
      </Paper>
      <ReportGrid key={report.searchCount} def={def} searched={report.searched} exportValues={report.exportValues} />
    </Page>
  );
}
