import type { DateWindow } from '@fgss/contracts';
import { Group, Radio, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDateFormat, useT } from '@/lib/i18n';
import { queryOptionsOf } from '@/lib/procedures';
import { formatDate } from '../date/format-date';
import { TypedDateInput } from '../date/typed-date-input';
import { LimitedTextInput } from '../form/limited-text-input';
import { optionWidth } from '../plant/option-width';
import { usePlantQueries } from '../plant/plant-calls';
import { toChoices } from './choices';
import { LookupSelect } from './lookup-select';
import { dateLimits } from './report-state';
import type {
  Choice,
  DateFilter,
  FilterDef,
  FilterValue,
  FilterValues,
  Option,
  PlantFilter,
  SelectFilter,
} from './types';

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
  /** The report's date window for the values: the date pickers' limits. */
  dateWindow?: DateWindow;
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
          maxLength={filter.maxLength}
        />
      );
    case 'date':
      return <DateField {...props} filter={filter} />;
    case 'text':
      return (
        <LimitedTextInput
          label={label}
          value={text(value) ?? ''}
          max={filter.maxLength}
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

/** A date filter: the calendar within the report's window, and the period start the search uses when it is not the date typed. */
function DateField({ filter, values, value, onChange, disabled, onDateValidity, dateWindow }: FieldProps<DateFilter>) {
  const t = useT();
  const userFormat = useDateFormat();
  const { maxDate, periodStart } = dateLimits(filter.name, dateWindow, values);
  return (
    <TypedDateInput
      label={t(filter.label)}
      value={value instanceof Date ? value : null}
      onChange={onChange}
      onValidityChange={onDateValidity}
      disabled={disabled}
      w={filter.w ?? 170}
      maxDate={maxDate}
      description={periodStart && t('periodStartsOn', { date: formatDate(periodStart, userFormat) })}
    />
  );
}

/** The plant select: 'Id - Value'; empty means the server's active plant (the default). */
function PlantField({ filter, value, onChange, disabled, onActivePlant }: FieldProps<PlantFilter>) {
  const t = useT();
  const { plants, active } = usePlantQueries(filter.plants);
  const activeId = active.data || plants.data?.[0]?.Id || null;
  const choices = toChoices(plants.data ?? [], useDateFormat());
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
  const reply = useQuery({ ...queryOptionsOf(options.call, options.input?.(values) ?? {}), retry: false });
  const dateFormat = useDateFormat();
  return <ChoiceSelect {...props} choices={toChoices(reply.data ?? [], dateFormat)} value={text(props.value)} />;
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
