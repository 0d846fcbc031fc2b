import { PRINT_RANGES, type Range } from '@fgss/contracts';
import { Checkbox, NumberInput, Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { type TextKey, useT } from '@/lib/i18n';
import { TypedDateInput } from '../date/typed-date-input';
import type { FlagPlace } from './print-flags';
import type { NumberValue, PanelField, PrintForm } from './print-form';
import type { PanelItem } from './types';

export interface PanelProps {
  items: PanelItem[];
  form: PrintForm;
  change: (patch: Partial<PrintForm>) => void;
  /** The user focused an input: what the screen would fill in later leaves it alone. */
  take: (field: keyof PrintForm) => void;
  /** The failing flags' messages by input (shown once there is something to print). */
  messages: Partial<Record<FlagPlace, string>>;
  printers: string[];
  /** The printer list has loaded (an empty one then says why). */
  printersLoaded: boolean;
  /** The chosen printer's state, shown with the selector. */
  printerState: ReactNode;
  lotNo: string;
  /** The selected label's extra input, or null when it names none. */
  extraInputName: string | null;
  locked: { speed: boolean; copies: boolean };
  /** The production line/lot parameter is YES: line, lot and the SWS logo show. */
  lineLot: boolean;
}

const labels: Record<PanelField, TextKey> = {
  quantityInBox: 'quantityInBox',
  labels: 'noOfLabels',
  copies: 'labelCopies',
  productionDate: 'productionDate',
  speed: 'speed',
  printer: 'printer',
  extraInput: 'extraInput',
  productionLine: 'prodLine',
  productionLot: 'prodLot',
  lotNo: 'lotNo',
  printLot: 'printLot',
  printLogo: 'printSwsLogo',
};

const ranges: Partial<Record<PanelField, Range>> = {
  quantityInBox: PRINT_RANGES.quantityInBox,
  labels: PRINT_RANGES.labels,
  copies: PRINT_RANGES.copies,
  speed: PRINT_RANGES.speed,
};

/** Inputs shown only when the production line/lot parameter is YES (spec 2 sections 2 and 4). */
const lineLotOnly: PanelField[] = ['productionLine', 'productionLot', 'printLogo'];

/** Which inputs of a screen show now: line, lot and logo by the parameter, extra input by the label. */
export function shownItems(items: PanelItem[], lineLot: boolean, extraInputName: string | null): PanelItem[] {
  return items.filter(
    (i) => (lineLot || !lineLotOnly.includes(i.field)) && (i.field !== 'extraInput' || extraInputName !== null),
  );
}

const toNumber = (v: string | number): NumberValue => (v === '' ? '' : Number(v));

/** The print panel's inputs, in the screen's order. */
export function PrintPanelInputs(props: PanelProps): ReactNode {
  return shownItems(props.items, props.lineLot, props.extraInputName).map((item) => (
    <PanelInput key={item.field} item={item} {...props} />
  ));
}

function PanelInput({ item, ...props }: PanelProps & { item: PanelItem }): ReactNode {
  const { form, change, messages, locked } = props;
  const t = useT();
  const label =
    item.field === 'extraInput' && props.extraInputName ? props.extraInputName : t(item.label ?? labels[item.field]);
  const error = messages[item.field];
  const range = item.range ?? ranges[item.field];
  const numberInput = (field: 'quantityInBox' | 'labels' | 'copies' | 'speed', disabled = false) => (
    <NumberInput
      label={label}
      value={form[field]}
      onChange={(v) => change({ [field]: toNumber(v) })}
      onFocus={() => props.take(field)}
      min={range?.min}
      max={range?.max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      disabled={disabled}
      error={error}
      w={140}
    />
  );
  switch (item.field) {
    case 'quantityInBox':
    case 'labels':
      return numberInput(item.field);
    case 'copies':
      return numberInput('copies', locked.copies);
    case 'speed':
      return numberInput('speed', locked.speed);
    case 'productionDate':
      return (
        <TypedDateInput
          label={label}
          value={form.productionDate}
          onChange={(productionDate) => change({ productionDate, dateTyped: true })}
          onValidityChange={(dateTyped) => change({ dateTyped })}
          error={error}
          w={180}
        />
      );
    case 'printer':
      return (
        <Select
          label={label}
          description={props.printerState}
          data={props.printers}
          value={form.printer}
          onChange={(printer) => change({ printer })}
          searchable
          allowDeselect={false}
          // An empty list says why before 'Printer is required' could.
          error={props.printersLoaded && props.printers.length === 0 ? t('noZplPrinters') : error}
          w={220}
        />
      );
    case 'extraInput':
    case 'productionLine':
    case 'productionLot': {
      const field = item.field;
      return (
        <TextInput
          label={label}
          value={form[field]}
          onChange={(e) => change({ [field]: e.currentTarget.value })}
          required
          error={error}
          w={180}
        />
      );
    }
    case 'lotNo':
      return <TextInput label={label} value={props.lotNo} readOnly error={error} w={90} />;
    case 'printLot':
    case 'printLogo': {
      const field = item.field;
      return (
        <Checkbox
          label={label}
          checked={form[field]}
          onChange={(e) => change({ [field]: e.currentTarget.checked })}
          mt="lg"
        />
      );
    }
  }
}
