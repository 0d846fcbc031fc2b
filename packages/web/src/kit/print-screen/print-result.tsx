import type { JobSummary, ReprintScreen } from '@fgss/contracts';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSpecText, useT } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';
import { FollowJob } from './follow-job';
import {
  followed,
  type MissingSerials,
  type PrintOutcome,
  type PrintOutcomeKind,
  printFailed,
  printSucceeded,
  unsettled,
} from './print-reply';
import { printedSerials } from './serial-runs';

/** Printed is done, partly printed needs the user (never green), sent is still on its way. */
const colors: Record<PrintOutcomeKind, string> = {
  printed: 'green',
  partlyPrinted: 'orange',
  sent: 'blue',
  failed: 'red',
};

interface Props {
  outcome: PrintOutcome;
  /** The screen that printed the job: print missing needs update on it. */
  screen: ReprintScreen;
  /** The plant's printers the missing serials may go to. */
  printers: string[];
  onClose?: () => void;
}

/**
 * A print's result as the printer confirmed it; a partly printed one offers its missing serials.
 * A result whose job may still finish follows it on the plant's stream: once every label is out
 * it reads printed, and nothing is offered any more.
 */
export function PrintResult({ outcome: given, screen, printers, onClose }: Props) {
  const t = useT();
  const spec = useSpecText();
  const [latest, setLatest] = useState<JobSummary | null>(null);
  const outcome = latest ? followed(given, latest) : given;
  return (
    <Alert
      color={colors[outcome.kind]}
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      style={{ whiteSpace: 'pre-line' }}
      data-testid="print-outcome"
      data-kind={outcome.kind}
    >
      {spec(outcome.message)}
      {outcome.serials.length > 0 && !outcome.missing && (
        <Text size="sm" mt={4} data-testid="printed-serials">
          {printedSerials(outcome.serials, t)}
        </Text>
      )}
      {outcome.missing && <PrintMissing missing={outcome.missing} screen={screen} printers={printers} />}
      {unsettled(outcome) && outcome.job !== null && <FollowJob job={outcome.job} onChange={setLatest} />}
    </Alert>
  );
}

/**
 * Prints a partly printed job's missing serials (the same ones) on its printer or another one.
 * Bound to the job it was first given: a later `missing` (a list that moved) never retargets it.
 */
export function PrintMissing({
  missing: given,
  screen,
  printers,
}: {
  missing: MissingSerials;
  screen: ReprintScreen;
  printers: string[];
}) {
  const t = useT();
  const [missing] = useState(given);
  const [printer, setPrinter] = useState<string | null>(missing.printer);
  const [result, setResult] = useState<PrintOutcome | null>(null);
  const queryClient = useQueryClient();
  const call = useMutation(trpc.demand.PrintHistory.printMissing.mutationOptions({ meta: { showsOwnFailure: true } }));
  const run = async () => {
    if (!printer) return;
    try {
      const reply = await call.mutateAsync({ id: missing.job, screen, printerName: printer });
      setResult(printSucceeded(reply, t('missingPrinted')));
      // Print History lists the new job, and the original's missing serials as printed.
      void queryClient.invalidateQueries(trpc.demand.PrintHistory.list.pathFilter());
    } catch (error) {
      setResult(printFailed(error));
    }
  };
  // Printed once per job: after a reply the result stands in for the form.
  if (result && result.kind !== 'failed') return <PrintResult outcome={result} screen={screen} printers={printers} />;
  return (
    <Stack gap="xs" mt="sm">
      <Group gap="sm" align="flex-end">
        <Select
          label={t('missingPrinter')}
          data={printers.includes(missing.printer) ? printers : [missing.printer, ...printers]}
          value={printer}
          onChange={setPrinter}
          allowDeselect={false}
          searchable
          size="xs"
          w={220}
        />
        <Button
          size="xs"
          leftSection={<IconPrinter size={16} />}
          disabled={!printer}
          loading={call.isPending}
          onClick={run}
        >
          {t('printMissingSerials')}
        </Button>
      </Group>
      {result && <PrintResult outcome={result} screen={screen} printers={printers} />}
    </Stack>
  );
}
