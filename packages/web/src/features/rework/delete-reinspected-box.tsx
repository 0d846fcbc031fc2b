import { REWORK_LIMITS, type ReinspectedRow, reworkMessages } from '@fgss/contracts';
import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconEraser, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { confirm } from '@/kit/feedback/confirm';
import { toast } from '@/kit/feedback/toast';
import { LimitedTextInput } from '@/kit/form/limited-text-input';
import { isTooLong } from '@/kit/form/too-long';
import { Page } from '@/kit/page/page';
import { usePlantChoice } from '@/kit/plant/plant-select';
import { RowEditGrid } from '@/kit/row-edit-grid/row-edit-grid';
import { screenMessage } from '@/lib/api-error';
import { type TextKey, useT } from '@/lib/i18n';
import { useLatestAnswers } from '@/lib/latest-answers';
import { useScreenRights } from '@/lib/session';
import { trpc } from '@/lib/trpc';
import { trpcClient } from '@/lib/trpc-client';

const resultFields: (keyof ReinspectedRow & TextKey)[] = [
  'id',
  'oldHarnessSno',
  'oldSewsPartNo',
  'oldSewsDesign',
  'newHarnessSno',
  'newSewsPartNo',
  'newSewsDesign',
];

/**
 * /DeleteReinspectedBox (spec 2 sections 2 to 5): an old box label looks up the box it was
 * relabeled into; Search lists the harnesses the relabel moved, and deleting one puts it back.
 */
export default function DeleteReinspectedBox() {
  const t = useT();
  const rights = useScreenRights('DeleteReinspectedBox');
  const [oldLabel, setOldLabel] = useState('');
  const [newLabel, setNewLabel] = useState('');
  const [lookedUp, setLookedUp] = useState('');
  // A box label is needed to find anything: leaving it blank says so (spec 2 section 5).
  const [blank, setBlank] = useState(false);
  const answers = useLatestAnswers();
  const [searched, setSearched] = useState(false);
  // After a valid search the filters lock until Clear (spec 2 section 4).
  const plant = usePlantChoice(trpc.rework.DeleteReinspectedBox, { disabled: searched });
  const [rows, setRows] = useState<ReinspectedRow[]>([]);
  const [loading, setLoading] = useState(false);
  const remove = useMutation(trpc.rework.DeleteReinspectedBox.delete.mutationOptions());
  const plantId = plant.plantId ?? '';

  const lookUp = async () => {
    // Leaving the field for Search must not look the same label up again.
    setBlank(!oldLabel);
    if (!oldLabel || !plantId || oldLabel === lookedUp || isTooLong(oldLabel, REWORK_LIMITS.boxLabel)) return;
    setLookedUp(oldLabel);
    // The answer for a label the user has since retyped or cleared is not that label's.
    const counts = answers.start('boxLabelOld');
    try {
      const reply = await trpcClient.rework.DeleteReinspectedBox.boxSno.query({ plantId, boxLabelOld: oldLabel });
      if (!counts()) return;
      if ('newBoxLabel' in reply) setNewLabel(reply.newBoxLabel);
      else toast.warning(reply.message);
    } catch (error) {
      const message = counts() && screenMessage(error, t('boxNotLookedUp'));
      if (message) toast.error(message);
    }
  };

  const load = async () => {
    setLoading(true);
    try {
      setRows(
        await trpcClient.rework.DeleteReinspectedBox.list.query({
          plantId,
          boxLabelOld: oldLabel || undefined,
          boxLabelNew: newLabel || undefined,
        }),
      );
      setSearched(true);
    } catch (error) {
      const message = screenMessage(error, t('searchFailed'));
      if (message) toast.error(message);
    } finally {
      setLoading(false);
    }
  };

  const clear = () => {
    answers.clear();
    setOldLabel('');
    setNewLabel('');
    setLookedUp('');
    setBlank(false);
    setRows([]);
    setSearched(false);
    plant.resetToActive();
  };

  const deleteRow = async (row: ReinspectedRow) => {
    if (!(await confirm(t('confirmDelete')))) return;
    try {
      const reply = await remove.mutateAsync({
        id: row.id,
        PlantId: plantId,
        boxLabelOld: oldLabel,
        boxLabelNew: newLabel,
      });
      toast.success(reply.message);
      await load();
    } catch (error) {
      const message = screenMessage(error, t('recordNotDeleted'));
      if (message) toast.error(message);
    }
  };

  return (
    <Page title={t('deleteReinspectedBox')}>
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <div style={{ pointerEvents: searched ? 'none' : undefined, opacity: searched ? 0.6 : 1 }}>
            {plant.select}
          </div>
          <LimitedTextInput
            label={t('oldBoxLabel')}
            value={oldLabel}
            max={REWORK_LIMITS.boxLabel}
            onChange={(e) => {
              answers.clear();
              setOldLabel(e.currentTarget.value.toUpperCase());
              setNewLabel('');
              setLookedUp('');
              setBlank(false);
            }}
            onBlur={lookUp}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void lookUp();
            }}
            // A label typed before the plant list has come could not be looked up.
            disabled={searched || !plantId}
            error={blank ? reworkMessages.cannotBeBlankBox : null}
            w={220}
          />
          <TextInput label={t('newBoxLabel')} value={newLabel} readOnly disabled={searched} w={220} />
          <Button
            leftSection={<IconSearch size={16} />}
            onClick={load}
            disabled={!newLabel || searched}
            loading={loading}
          >
            {t('search')}
          </Button>
          <Button variant="default" leftSection={<IconEraser size={16} />} onClick={clear}>
            {t('clear')}
          </Button>
        </Group>
        {searched ? (
          <RowEditGrid
            rows={rows}
            rowId={(r) => String(r.id)}
            columns={[
              ...resultFields.map((key) => ({ key, header: t(key) })),
              {
                key: 'id' as const,
                header: t('delete'),
                size: 80,
                render: (row: ReinspectedRow) => (
                  <Tooltip label={rights.delete ? t('delete') : t('noDeleteRight')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${t('delete')} ${row.id}`}
                      disabled={!rights.delete}
                      onClick={() => deleteRow(row)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                ),
              },
            ]}
          />
        ) : (
          <Text c="dimmed" ta="center" py="xl" fs="italic" title={t('clickSearch')}>
            {t('clickSearch')}
          </Text>
        )}
      </Stack>
    </Page>
  );
}
