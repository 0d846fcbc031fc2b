import { Group, Radio, Select, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useT } from '@/lib/i18n';
import { TypedDateInput } from '../date/typed-date-input';
import { optionWidth } from '../plant/option-width';
import { usePlantQueries } from '../plant/plant-calls';
import { toChoices } from './choices';
import { LookupSelect } from './lookup-select';
import type { Choice, FilterDef, FilterValue, FilterValues, Option, PlantFilter, SelectFilter } from './types';

interface FieldProps<F extends FilterDef = FilterDef> {
  filter: F;
  values: FilterValues;
  value: FilterValue;
  onChange(value: FilterValue): void;
  disabled: boolean;
  /** Told the server's active plant, the plant filter's default. */
  onActivePlant(plantId: string | null): void;
  /** Told whether a typed date reads as a date, so the search waits for one that does. */
  onDateValidity(valid: boolean): void;
}

const text = (v: FilterValue) => (typeof v === 'string' ? v : null);

/** One filter of a report screen, drawn by its kind. */
export function FilterField(props: FieldProps) {
  const t = useT();
  const { filter, value, onChange, disabled, values } = props;
  const label = t(filter.label);
  switch (filter.kind) {
    case 'plant':
      return <PlantField {...props} filter={filter} />;
    case 'radio':
      return (
        <Radio.Group label={label} value={text(value) ?? ''} onChange={onChange}>
          <Group gap="md" mt={6}>
            {filter.options.map((o) => (
              <Radio key={o.value} value={o.value} label={t(o.label)} disabled={disabled} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'select':
      return Array.isArray(filter.options) ? (
        <ChoiceSelect
          {...props}
          filter={filter}
          choices={filter.options.map((o) => ({ value: o.value, label: t(o.label) }))}
          value={text(value)}
        />
      ) : (
        <CallSelect {...props} filter={filter} />
      );
    case 'lookup':
      return (
        <LookupSelect
          label={label}
          call={filter.call}
          input={filter.input?.(values) ?? {}}
          value={text(value)}
          onChange={onChange}
          disabled={disabled}
          w={filter.w}
        />
      );
    case 'date':
      return (
        <TypedDateInput
          label={label}
          value={value instanceof Date ? value : null}
          onChange={onChange}
          onValidityChange={props.onDateValidity}
          disabled={disabled}
          w={filter.w ?? 170}
        />
      );
    case 'text':
      return (
        <TextInput
          label={label}
          value={text(value) ?? ''}
          maxLength={filter.maxLength}
          disabled={disabled}
          w={filter.w ?? 200}
          onChange={(e) => {
            const typed = e.currentTarget.value;
            onChange(filter.upper ? typed.toUpperCase() : typed);
          }}
        />
      );
  }
}

/** The plant select: 'Id - Value'; empty means the server's active plant (the default). */
function PlantField({ filter, value, onChange, disabled, onActivePlant }: FieldProps<PlantFilter>) {
  const t = useT();
  const { plants, active } = usePlantQueries(filter.plants);
  const activeId = active.data || plants.data?.[0]?.Id || null;
  const choices = toChoices(plants.data ?? []);
  const chosen = text(value) ?? activeId;
  useEffect(() => onActivePlant(activeId), [activeId, onActivePlant]);
  return (
    <Select
      label={t(filter.label)}
      {...(filter.w ? { w: filter.w } : optionWidth(choices.map((c) => c.label)))}
      title={choices.find((c) => c.value === chosen)?.label}
      allowDeselect={false}
      searchable
      disabled={disabled}
      data={choices}
      value={chosen}
      onChange={onChange}
    />
  );
}

function CallSelect(props: FieldProps<SelectFilter>) {
  const { filter, values } = props;
  const options = filter.options as Exclude<SelectFilter['options'], readonly Option[]>;
  const reply = options.call.useQuery(options.input?.(values) ?? {}, { retry: false });
  return <ChoiceSelect {...props} choices={toChoices(reply.data ?? [])} value={text(props.value)} />;
}

function ChoiceSelect({
  filter,
  choices,
  value,
  onChange,
  disabled,
}: FieldProps<SelectFilter> & { choices: readonly Choice[]; value: string | null }) {
  const t = useT();
  return (
    <Select
      label={t(filter.label)}
      w={filter.w ?? 200}
      allowDeselect={filter.clearable ?? false}
      clearable={filter.clearable ?? false}
      searchable
      disabled={disabled}
      data={choices as Choice[]}
      value={value}
      onChange={onChange}
    />
  );
}
