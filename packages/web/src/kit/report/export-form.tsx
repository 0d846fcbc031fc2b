import type { DateWindow, FileCallName } from '@fgss/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEraser, IconFileSpreadsheet } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo, useReducer, useState } from 'react';
import { useT } from '@/lib/i18n';
import { downloadFile } from '../export/download-file';
import { toast } from '../feedback/toast';
import { Page } from '../page/page';
import { FilterField } from './filter-field';
import { compactInput, initialState, reportReducer, shownValues, windowMessage, withDefaults } from './report-state';
import { fileIssue } from './search-rules';
import type { FilterDef, ValuesOf } from './types';

/** What an export form downloads for its values: the file a service call answers. */
export interface FormExport {
  /** The call whose service writes the file (e.g. 'shipping.ShipmentPlanProgressReport.export'). */
  file: FileCallName;
  /** Its inputs; empty ones are left out. */
  input: Record<string, unknown>;
  /** The name to save under when the service names none. */
  fileName: string;
}

/** A form whose only result is a download (spec 3 section 2.2.1, the progress report). */
export interface ExportFormDef<F extends readonly FilterDef[]> {
  title: string;
  filters: F;
  /** The date window for these values: while dateFrom..dateTo breaks it, Export is disabled and the reason shows. */
  window?: (values: ValuesOf<F>) => DateWindow | undefined;
  export: (values: ValuesOf<F>) => FormExport;
  /** Shown under the form for its values (a chart of what the export holds); `ready`: the values can be sent. */
  beside?: (values: ValuesOf<F>, ready: boolean) => ReactNode;
}

export function defineExportForm<const F extends readonly FilterDef[]>(def: ExportFormDef<F>): ExportFormDef<F> {
  return def;
}

/**
 * The report kit's filters (with their enabling rules) and an Export button instead of a result
 * grid: the contract's rules are told before sending, the window rule disables the button.
 */
export function ExportForm<F extends readonly FilterDef[]>({ def }: { def: ExportFormDef<F> }) {
  const { filters } = def;
  const t = useT();
  const [state, dispatch] = useReducer(
    useMemo(() => reportReducer(filters, () => new Date()), [filters]),
    filters,
    (f) => initialState(f, new Date()),
  );
  const [activePlant, setActivePlant] = useState<string | null>(null);
  const [badDates, setBadDates] = useState<Record<string, boolean>>({});
  const [clearCount, setClearCount] = useState(0);
  const [busy, setBusy] = useState(false);

  const effective = withDefaults(filters, shownValues(filters, state.values), activePlant);
  const typed = effective as ValuesOf<F>;
  const dateWindow = def.window?.(typed);
  const message = windowMessage(dateWindow, effective, t);
  const datesRead = !Object.entries(badDates).some(
    ([name, bad]) => bad && !filters.find((f) => f.name === name)?.disabled?.(effective),
  );
  const plantKnown = filters.every((f) => f.kind !== 'plant' || Boolean(effective[f.name]));
  const valid = !message && datesRead && plantKnown;
  const ready = valid && !busy;

  const onExport = async () => {
    const out = def.export(typed);
    const input = compactInput(out.input);
    const issue = fileIssue(out.file, input);
    if (issue) return toast.warning(issue);
    setBusy(true);
    try {
      await downloadFile(out.file, input as never, out.fileName);
    } finally {
      setBusy(false);
    }
  };
  const onDateValidity = useCallback(
    (name: string, valid: boolean) => setBadDates((b) => ({ ...b, [name]: !valid })),
    [],
  );

  return (
    <Page title={def.title}>
      <Paper withBorder radius="md" p="md" shadow="xs" maw={960}>
        <Stack gap="sm">
          <Group key={clearCount} align="flex-end" gap="md" wrap="wrap">
            {filters
              .filter((f) => !f.shown || f.shown(state.values))
              .map((f) => (
                <FilterField
                  key={f.name}
                  filter={f}
                  values={effective}
                  value={state.values[f.name] ?? null}
                  onChange={(v) => dispatch({ type: 'set', name: f.name, value: v })}
                  disabled={Boolean(f.disabled?.(effective))}
                  onActivePlant={setActivePlant}
                  onDateValidity={(valid) => onDateValidity(f.name, valid)}
                  dateWindow={dateWindow}
                />
              ))}
          </Group>
          {message && (
            <Text c="red" size="sm" role="alert">
              {message}
            </Text>
          )}
          <Group gap="xs">
            <Button leftSection={<IconFileSpreadsheet size={16} />} disabled={!ready} loading={busy} onClick={onExport}>
              {t('exportToExcel')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconEraser size={16} />}
              onClick={() => {
                dispatch({ type: 'clear' });
                setBadDates({});
                setClearCount((n) => n + 1);
              }}
            >
              {t('clear')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {def.beside?.(typed, valid)}
    </Page>
  );
}
