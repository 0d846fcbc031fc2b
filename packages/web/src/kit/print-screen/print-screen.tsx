import { demandMessages, type LabelPreview as Preview, type PrintReply, type ReprintScreen } from '@fgss/contracts';
import { Box, Button, Group, LoadingOverlay, Paper, Select, Stack, Text } from '@mantine/core';
import { IconEye, IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { MRT_RowData } from 'mantine-react-table';
import { memo, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useSpecText, useT } from '@/lib/i18n';
import { type MutationProcedure, type QueryProcedure, useOptionalQuery } from '@/lib/procedures';
import { useScreenRights } from '@/lib/session';
import { confirm } from '../feedback/confirm';
import { Page } from '../page/page';
import type { PlantCalls } from '../plant/plant-calls';
import { usePlantChoice } from '../plant/plant-select';
import { LabelPreview } from './label-preview';
import { ListGrid } from './list-grid';
import type { PrintScreenSpec } from './print-calls';
import { PrintPanelInputs } from './print-panel';
import { type PrintOutcome, printFailed, printSucceeded } from './print-reply';
import { PrintResult } from './print-result';
import { PrinterState } from './printer-state';
import type { PrintScreenDef, WorkState } from './types';
import { useListLoad } from './use-list-load';
import { usePrintForm } from './use-print-form';

interface Props<Row extends MRT_RowData, Req, Reply, Detail> {
  def: PrintScreenSpec<Row, Req, Reply, Detail>;
}

/**
 * The print screen archetype (spec 2 sections 2, 4, 5 and 8): plant (and customer) selector,
 * part grid with single selection, detail row, print panel whose Print button waits for every
 * validity flag, a loading panel while printing, the print's outcome and the label's preview.
 */
export function PrintScreen<Row extends MRT_RowData, Req, Reply extends PrintReply, Detail>({
  def,
}: Props<Row, Req, Reply, Detail>) {
  const { plants, activePlant } = def.calls;
  return def.plant && plants && activePlant ? (
    <PlantPrintScreen def={def} plantCalls={{ plants, activePlant }} />
  ) : (
    <PrintScreenBody def={def} plantId="" plantSelect={null} />
  );
}

function PlantPrintScreen<Row extends MRT_RowData, Req, Reply extends PrintReply, Detail>({
  def,
  plantCalls,
}: Props<Row, Req, Reply, Detail> & { plantCalls: PlantCalls }) {
  // A work area under way holds the plant (harness relabel once a box has harnesses).
  const [locked, setLocked] = useState(false);
  const { plantId, select } = usePlantChoice(plantCalls, { label: def.plant?.label, disabled: locked });
  if (!plantId)
    return (
      <Page title={def.title} actions={select}>
        {null}
      </Page>
    );
  // Another plant is another screen: its parts reload and nothing stays selected.
  return <PrintScreenBody key={plantId} def={def} plantId={plantId} plantSelect={select} onLock={setLocked} />;
}

function PrintScreenBody<Row extends MRT_RowData, Req, Reply extends PrintReply, Detail>({
  def,
  plantId,
  plantSelect,
  onLock,
}: Props<Row, Req, Reply, Detail> & { plantId: string; plantSelect: ReactNode; onLock?: (locked: boolean) => void }) {
  const rights = useScreenRights(def.screen);
  const t = useT();
  const spec = useSpecText();
  const [work, setWork] = useState<WorkState<Req>>({ request: {}, locked: false });
  // After a print the work area starts afresh (spec 2 section 4: form and grid reset).
  const [round, setRound] = useState(0);
  const onWork = useCallback(
    (next: WorkState<Req>) => {
      setWork(next);
      onLock?.(next.locked);
    },
    [onLock],
  );
  const state = usePrintForm(def, plantId, work.request);
  const { calls } = def;
  // The print panel shows a print's failure itself, where Print was clicked.
  const print = useMutation(calls.print.mutationOptions({ meta: { showsOwnFailure: true } }));
  const nextSerial = useOptionalQuery(calls.nextSerial, {}, { enabled: Boolean(def.nextSerial) });
  const [outcome, setOutcome] = useState<PrintOutcome | null>(null);
  const [shown, setShown] = useState<{ preview: Preview; printed: boolean } | null>(null);
  const { validity } = state;

  // One print at a time, from the click until its reply: Print clicked again while its question
  // is open or its labels are on their way is not a second print. A ref, as the second click of a
  // double click comes before React has drawn the button disabled.
  const printing = useRef(false);
  const onPrint = async () => {
    if (!validity.ready || printing.current) return;
    printing.current = true;
    try {
      if (def.confirm && !(await confirm(demandMessages.confirmPrint))) return;
      setOutcome(null);
      const reply: Reply = await print.mutateAsync(state.request);
      setOutcome(printSucceeded(reply, def.successText));
      setShown({ preview: reply.preview, printed: true });
      def.afterPrint?.(reply);
      if (def.work) setRound((r) => r + 1);
      if (def.nextSerial) void nextSerial.refetch();
    } catch (error) {
      setOutcome(printFailed(error));
    } finally {
      printing.current = false;
    }
  };

  const customerSelect = def.customer ? (
    <Select
      aria-label={t('customer')}
      placeholder={t('customer')}
      w={240}
      searchable
      allowDeselect={false}
      data={state.customers.map((c) => ({ value: c.id, label: `${c.id} - ${c.value}` }))}
      value={state.customerId}
      onChange={(id) => {
        state.setCustomerId(id);
        state.select(null);
      }}
      error={validity.messages.customer && spec(validity.messages.customer)}
    />
  ) : null;
  // Field messages wait for something to print; until then the hint says what is missing.
  const started = !def.grid || state.row !== null;
  const Work = def.work;
  // The rules' messages are the spec's English: shown in the user's language.
  const messages = started
    ? Object.fromEntries(Object.entries(validity.messages).map(([place, text]) => [place, text && spec(text)]))
    : {};

  return (
    <Page
      title={def.title}
      actions={
        <Group gap="sm">
          {customerSelect}
          {plantSelect}
        </Group>
      }
    >
      <Box pos="relative">
        <LoadingOverlay visible={print.isPending} zIndex={300} overlayProps={{ blur: 1 }} />
        <Stack gap="md">
          {def.grid && calls.list && (
            <PartGrid
              customer={Boolean(def.customer)}
              list={calls.list}
              grid={def.grid}
              plantId={plantId}
              customerId={state.customerId}
              hidden={state.hiddenColumns}
              selectedId={state.row ? def.grid.rowId(state.row) : null}
              onSelect={state.select}
            />
          )}
          {Work && <Work key={round} plantId={plantId} onChange={onWork} />}
          {def.detail && state.detail && (
            <Paper withBorder p="xs" radius="md" data-testid="label-detail">
              <Group gap="xl">
                {def.detail.fields.map((d) => (
                  <Text key={d.key} size="sm">
                    <Text span c="dimmed" size="sm">
                      {t(d.label)}:{' '}
                    </Text>
                    {String(state.detail?.[d.key] ?? '')}
                  </Text>
                ))}
              </Group>
            </Paper>
          )}
          {/* Sticky at the window's foot: a long grid never pushes Print, Preview and the result out of view. */}
          <Paper
            withBorder
            p="md"
            radius="md"
            shadow="md"
            aria-label={t('printPanel')}
            component="section"
            pos="sticky"
            bottom="var(--app-shell-footer-offset, 0px)"
            style={{ zIndex: 5 }}
          >
            <Stack gap="sm">
              {def.nextSerial && (
                <Text size="sm" data-testid="next-serial">
                  {t('nextSerial')} <b>{nextSerial.data ?? ''}</b>
                </Text>
              )}
              <Group align="flex-start" gap="md" wrap="wrap">
                <PrintPanelInputs
                  items={def.panel}
                  form={state.form}
                  change={state.change}
                  take={state.take}
                  messages={messages}
                  printers={state.printers}
                  printersLoaded={state.printersLoaded}
                  printerState={<PrinterState printer={state.form.printer} status={def.calls.printerStatus} />}
                  lotNo={state.lotNo}
                  extraInputName={state.extraInputName}
                  locked={state.locked}
                  lineLot={state.lineLot}
                />
              </Group>
              <Group gap="sm">
                <Button
                  leftSection={<IconPrinter size={18} />}
                  disabled={!validity.ready || !rights.create}
                  loading={print.isPending}
                  onClick={onPrint}
                >
                  {t('print')}
                </Button>
                {calls.preview && def.preview !== false && (
                  <PreviewButton
                    preview={calls.preview}
                    request={state.request}
                    disabled={!validity.ready}
                    onPreview={(p) => setShown({ preview: p, printed: false })}
                    onFailure={(error) => setOutcome(printFailed(error))}
                  />
                )}
                {!rights.create && (
                  <Text size="sm" c="dimmed" data-testid="print-denied">
                    {t('noPrintRight')}
                  </Text>
                )}
                {validity.messages.row && (
                  <Text size="sm" c="dimmed">
                    {spec(validity.messages.row)}
                  </Text>
                )}
              </Group>
              {/* In the panel, where Print was clicked: below it the result would be out of view. */}
              {outcome && (
                <PrintResult
                  outcome={outcome}
                  screen={def.screen as ReprintScreen}
                  printers={state.printers}
                  onClose={() => setOutcome(null)}
                />
              )}
            </Stack>
          </Paper>
          {shown && (
            <LabelPreview preview={shown.preview} caption={t(shown.printed ? 'printedLabel' : 'labelPreview')} />
          )}
        </Stack>
      </Box>
    </Page>
  );
}

/** Preview of the label the panel would print, on screens whose contract has one. */
function PreviewButton({
  preview,
  request,
  disabled,
  onPreview,
  onFailure,
}: {
  preview: MutationProcedure;
  request: unknown;
  disabled: boolean;
  onPreview: (preview: Preview) => void;
  onFailure: (error: unknown) => void;
}) {
  const t = useT();
  const mutation = useMutation(preview.mutationOptions());
  const run = async () => {
    try {
      onPreview(await mutation.mutateAsync(request));
    } catch (error) {
      onFailure(error);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconEye size={18} />}
      disabled={disabled}
      loading={mutation.isPending}
      onClick={run}
    >
      {t('preview')}
    </Button>
  );
}

/**
 * The part grid, drawn again only when its own props change: typing in the panel, a printer's
 * state or a lookup's answer re-render the screen, and a grid of rows is most of its drawing.
 */
const PartGrid = memo(PartGridOf) as typeof PartGridOf;

function PartGridOf<Row extends MRT_RowData>({
  customer,
  list,
  grid,
  plantId,
  customerId,
  hidden,
  selectedId,
  onSelect,
}: {
  /** The grid loads per customer: nothing while none is chosen. */
  customer: boolean;
  list: QueryProcedure;
  grid: NonNullable<PrintScreenDef<Row, unknown>['grid']>;
  plantId: string;
  customerId: string | null;
  hidden: string[];
  selectedId: string | null;
  onSelect: (row: Row | null) => void;
}) {
  const scope = useMemo(
    () => (customer && !customerId ? null : { plantid: plantId, customerId: customerId ?? undefined }),
    [customer, plantId, customerId],
  );
  const load = useListLoad<QueryProcedure, Row>(list, grid.entity, hidden, scope);
  return <ListGrid load={load} rowId={grid.rowId} selection={{ selectedId, onSelect }} />;
}
