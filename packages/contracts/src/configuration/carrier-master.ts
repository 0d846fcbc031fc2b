import { defineEntity } from '../grid/entity.js';
import { defaultsCall, masterGridCalls } from '../grid/master-grid.js';
import { messages } from '../messages.js';

export const Carrier = defineEntity({
  name: 'CarrierMaster',
  title: 'Carrier Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    carrieR_ID: { kind: 'text', label: 'Carrier Id', hidden: true, readOnly: true },
    carrieR_NM: { kind: 'text', label: 'Carrier Name', max: 20, required: true, upper: true, asn: true },
    primarY_CR: { kind: 'bool', label: 'Primary', primary: true },
  },
  unique: ['carrieR_NM'],
  primaryDeleteMessage: messages.primaryCarrierDelete,
  defaultSort: [{ selector: 'carrieR_NM' }],
});

export const CarrierMaster = {
  ...masterGridCalls('configuration', 'ConfigurationMasters', Carrier),
  getDefaults: defaultsCall('configuration', 'ConfigurationMasters', Carrier),
};
