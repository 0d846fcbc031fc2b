import { type PlantRecord, partsMessages, plantForm } from '@fgss/contracts';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '@/kit/feedback/toast';
import { Page } from '@/kit/page/page';
import { screenMessage } from '@/lib/api-error';
import { type TextKey, useT } from '@/lib/i18n';
import { useScreenRights } from '@/lib/session';
import { trpc } from '@/lib/trpc';
import { zodValidate } from '@/lib/zod-validate';

type FormValues = Omit<PlantRecord, 'plantId' | 'identIFier' | 'primary_plant'> & { primary_plant: boolean };
const textFields = [
  'plant_nm',
  'std_printer',
  'planT_ADDRESS1',
  'planT_ADDRESS2',
  'planT_ADDRESS3',
  'planT_ADDRESS4',
  'made_in',
  'printed_in',
] as const;
const empty: FormValues = {
  plant_nm: '',
  std_printer: '',
  primary_plant: false,
  planT_ADDRESS1: '',
  planT_ADDRESS2: '',
  planT_ADDRESS3: '',
  planT_ADDRESS4: '',
  made_in: '',
  printed_in: '',
  label_printer: null,
};
/** The form shows empty texts where the plant has none. */
const toForm = (p: PlantRecord): FormValues => ({
  ...p,
  ...Object.fromEntries(textFields.map((f) => [f, p[f] ?? ''])),
});

const blankName = (v: FormValues) => v.plant_nm.trim() === '';
const checkForm = zodValidate<FormValues>(plantForm);
const labels: Record<(typeof textFields)[number], TextKey> = {
  plant_nm: 'plantNameLabel',
  std_printer: 'standardPrinter',
  planT_ADDRESS1: 'plantAddress1',
  planT_ADDRESS2: 'plantAddress2',
  planT_ADDRESS3: 'plantAddress3',
  planT_ADDRESS4: 'plantAddress4',
  made_in: 'madeIn',
  printed_in: 'printedIn',
};
const maxOf = (f: (typeof textFields)[number]) => (f === 'made_in' || f === 'printed_in' ? 50 : 80);

/**
 * /PlantMaster: choosing a plant loads its form and enables it; Save and Undo need update
 * permission. Saving a blank name is refused ('Cannot Be Blank'); the field says why.
 */
export default function PlantMaster() {
  const t = useT();
  const { update } = useScreenRights('PlantMaster');
  const calls = trpc.configuration.PlantMaster;
  const plants = useQuery(calls.plants.queryOptions({}));
  const printers = useQuery(calls.printers.queryOptions({}));
  const [plantId, setPlantId] = useState<string | null>(null);
  const plant = useQuery(calls.plant.queryOptions({ plantId: plantId ?? '' }, { enabled: plantId !== null }));
  const save = useMutation(calls.save.mutationOptions());
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    initialValues: empty,
    validate: (values) => ({
      ...checkForm(values),
      ...(blankName(values) ? { plant_nm: partsMessages.plantNameRequired } : {}),
    }),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form object is stable; reload on new data only
  useEffect(() => {
    if (plant.data) {
      form.setInitialValues(toForm(plant.data));
      form.setValues(toForm(plant.data));
    }
  }, [plant.data]);

  const enabled = plantId !== null && plant.data !== undefined;
  const onSave = async () => {
    if (!plantId) return;
    if (blankName(form.getValues())) toast.error(partsMessages.plantNameBlank);
    if (form.validate().hasErrors) return;
    try {
      const reply = await save.mutateAsync({ plantId, ...plantForm.parse(form.getValues()) });
      toast.success(reply.message);
      await queryClient.invalidateQueries(trpc.configuration.PlantMaster.pathFilter());
    } catch (error) {
      const message = screenMessage(error, t('plantNotSaved'));
      if (message) toast.error(message);
    }
  };

  const selector = (
    <Select
      aria-label={t('plant')}
      placeholder={t('selectPlant')}
      w={280}
      searchable
      allowDeselect={false}
      data={(plants.data ?? []).map((p) => ({ value: p.Id, label: `${p.Id} - ${p.Value}` }))}
      value={plantId}
      onChange={setPlantId}
    />
  );
  const readOnly = !enabled || !update;
  return (
    <Page title="Plant Master" actions={selector}>
      <Stack maw={880} gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('plantId')} value={plant.data?.plantId ?? ''} readOnly disabled={!enabled} />
          <TextInput label={t('identifier')} value={plant.data?.identIFier ?? ''} readOnly disabled={!enabled} />
          {textFields.map((f) => (
            <TextInput
              key={f}
              label={t(labels[f])}
              withAsterisk={f === 'plant_nm'}
              maxLength={maxOf(f)}
              disabled={!enabled}
              readOnly={readOnly}
              {...form.getInputProps(f)}
            />
          ))}
          <Select
            label={t('labelPrinter')}
            clearable
            searchable
            disabled={!enabled}
            readOnly={readOnly}
            data={(printers.data ?? []).map((p) => ({ value: p.printerName, label: p.printerName }))}
            {...form.getInputProps('label_printer')}
          />
          <Checkbox
            label={t('primaryPlant')}
            mt="xl"
            disabled={readOnly}
            {...form.getInputProps('primary_plant', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <Group>
          <Button onClick={onSave} disabled={readOnly} loading={save.isPending}>
            {t('save')}
          </Button>
          <Button variant="default" onClick={() => form.reset()} disabled={readOnly || !form.isDirty()}>
            {t('undo')}
          </Button>
        </Group>
      </Stack>
    </Page>
  );
}
