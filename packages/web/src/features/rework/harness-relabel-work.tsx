import {
  type HarnessType,
  messages,
  REWORK_LIMITS,
  type RelabelPrintRequest,
  relabelRowProblems,
  reworkMessages,
} from '@fgss/contracts';
import { Button, Group, NumberInput, Radio } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { EntryGrid } from '@/kit/entry-grid';
import { confirm } from '@/kit/feedback/confirm';
import { LimitedTextInput } from '@/kit/form/limited-text-input';
import { isTooLong } from '@/kit/form/too-long';
import type { WorkProps } from '@/kit/print-screen';
import { useT } from '@/lib/i18n';
import { useLatestAnswers } from '@/lib/latest-answers';
import { trpcClient } from '@/lib/trpc-client';

/** One line of the relabel grid: a harness of the box and the label it is printed under. */
interface Line {
  id: string;
  sourceHarness: string;
  destinationHarness: string;
}
type Side = 'sourceHarness' | 'destinationHarness';
type CellErrors = Record<string, Partial<Record<Side, string>>>;

const RELABEL_PAGE_SIZES = [20, 40, 60] as const;
const withCell = (id: string, side: Side, value: string) => (all: Line[] | null) =>
  all?.map((l) => (l.id === id ? { ...l, [side]: value } : l)) ?? null;
const withError = (id: string, side: Side, message: string | undefined) => (all: CellErrors) => ({
  ...all,
  [id]: { ...all[id], [side]: message || undefined },
});
const emptyLines = (count: number): Line[] =>
  Array.from({ length: count }, (_, i) => ({ id: String(i + 1), sourceHarness: '', destinationHarness: '' }));

/**
 * The harness relabel's work area (spec 2 sections 2, 4 and 5): harness type and box label; once
 * the box yields a harness count they lock, with the plant, and a grid of that many source and
 * destination rows appears. Each serial is checked by the grid's rules and then the server.
 */
export function HarnessRelabelWork({ plantId, onChange }: WorkProps<RelabelPrintRequest>) {
  const t = useT();
  const [type, setType] = useState<HarnessType>('Mexico');
  const [boxSNO, setBoxSNO] = useState('');
  const [boxError, setBoxError] = useState<string | undefined>();
  const [lines, setLines] = useState<Line[] | null>(null);
  const [serverErrors, setServerErrors] = useState<CellErrors>({});
  const answers = useLatestAnswers();

  const lookUpBox = async () => {
    const box = boxSNO.trim();
    setBoxError(undefined);
    if (!box || lines || isTooLong(box, REWORK_LIMITS.boxLabel)) return;
    try {
      const reply = await trpcClient.rework.HarnessLabelRelabel.getHarness.query({ plantID: plantId, boxSNO: box });
      if (typeof reply === 'number' && reply > 0) setLines(emptyLines(reply));
      else setBoxError(typeof reply === 'string' ? reply : reworkMessages.unknownBox(box));
    } catch (error) {
      setBoxError(error instanceof Error ? error.message : String(error));
    }
  };

  // The grid's own rules: the first problem of a row shows on its destination once it is typed.
  const problems = useMemo(() => (lines ? relabelRowProblems(lines, type) : []), [lines, type]);
  const errors = useMemo(() => {
    const shown: CellErrors = {};
    lines?.forEach((line, i) => {
      const own = serverErrors[line.id] ?? {};
      const rule = line.destinationHarness && problems[i] !== reworkMessages.cannotBeBlank ? problems[i] : null;
      shown[line.id] = { ...own, destinationHarness: own.destinationHarness ?? rule ?? undefined };
    });
    return shown;
  }, [lines, problems, serverErrors]);

  const onEntry = useCallback(
    async (line: Line, field: keyof Line, value: string) => {
      const side = field as Side;
      // An answer to what the cell held before no longer counts, nor one about the destination
      // checked against the source being replaced.
      const counts = answers.start(`${line.id} ${side}`);
      if (side === 'sourceHarness') answers.start(`${line.id} destinationHarness`);
      setLines(withCell(line.id, side, value));
      setServerErrors(withError(line.id, side, undefined));
      if (side === 'sourceHarness') setServerErrors(withError(line.id, 'destinationHarness', undefined));
      // A destination before its source is the grid's own rule ('Fill Source first.'): no server call.
      if (!value || (side === 'destinationHarness' && !line.sourceHarness)) return;
      const source = side === 'sourceHarness' ? value : line.sourceHarness;
      try {
        const reply = await trpcClient.rework.HarnessLabelRelabel.checkValidData.query({
          plantID: plantId,
          boxSNO: boxSNO.trim(),
          sourceHarness: source,
          destinationHarness: side === 'destinationHarness' ? value : undefined,
          harnessType: type,
          operationType: side === 'sourceHarness' ? 'SOURCE' : 'DESTINATION',
        });
        if (counts()) setServerErrors(withError(line.id, side, reply));
      } catch {
        if (!counts()) return;
        setServerErrors(
          withError(
            line.id,
            side,
            side === 'sourceHarness' ? reworkMessages.sourceCheckFailed : reworkMessages.destinationCheckFailed,
          ),
        );
      }
    },
    [plantId, boxSNO, type, answers],
  );

  const serverClean = Object.values(serverErrors).every((e) => !e.sourceHarness && !e.destinationHarness);
  useEffect(() => {
    onChange({
      locked: lines !== null,
      request: {
        boxSNO: boxSNO.trim(),
        harnessType: type,
        quantity: lines?.length,
        // A serial the server refused keeps Print disabled: the lists are not complete.
        harnessData: lines && serverClean ? lines : [],
      },
    });
  }, [onChange, lines, boxSNO, type, serverClean]);

  const clear = async () => {
    const typed = lines?.some((l) => l.sourceHarness || l.destinationHarness);
    if (typed && !(await confirm(messages.confirmCancel))) return;
    answers.clear();
    setLines(null);
    setType('Mexico');
    setBoxSNO('');
    setBoxError(undefined);
    setServerErrors({});
  };

  return (
    <>
      <Group align="flex-start" gap="md" wrap="wrap">
        <Radio.Group label={t('harnessType')} value={type} onChange={(v) => setType(v as HarnessType)}>
          <Group gap="md" mt={8}>
            <Radio value="Mexico" label={t('mexico')} disabled={lines !== null} />
            <Radio value="GPP" label={t('gpp')} disabled={lines !== null} />
          </Group>
        </Radio.Group>
        <LimitedTextInput
          label={t('boxLabel')}
          value={boxSNO}
          max={REWORK_LIMITS.boxLabel}
          onChange={(e) => setBoxSNO(e.currentTarget.value.toUpperCase())}
          onBlur={lookUpBox}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void lookUpBox();
          }}
          readOnly={lines !== null}
          error={boxError}
          w={220}
        />
        <NumberInput label={t('quantity')} value={lines?.length ?? ''} readOnly w={110} />
        <Button variant="default" leftSection={<IconEraser size={16} />} onClick={clear} mt={25}>
          {t('clear')}
        </Button>
      </Group>
      {lines && (
        <EntryGrid
          rows={lines}
          rowId={(l) => l.id}
          columns={[
            { key: 'id', header: t('rowNo'), size: 60 },
            {
              key: 'sourceHarness',
              header: t('source'),
              entry: { maxLength: REWORK_LIMITS.harnessSerial, upper: true },
            },
            {
              key: 'destinationHarness',
              header: t('destination'),
              entry: { maxLength: REWORK_LIMITS.harnessSerial, upper: true },
            },
          ]}
          errors={errors}
          onEntry={onEntry}
          pageSizes={RELABEL_PAGE_SIZES}
          editing={lines.some((l) => l.sourceHarness || l.destinationHarness)}
        />
      )}
    </>
  );
}
