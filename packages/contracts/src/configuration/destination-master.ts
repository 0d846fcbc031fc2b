import { defineEntity } from '../grid/entity.js';
import { defaultsCall, masterGridCalls } from '../grid/master-grid.js';
import { messages } from '../messages.js';

export const Destination = defineEntity({
  name: 'DestinationMaster',
  title: 'Destination Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    desT_CD: { kind: 'text', label: 'Destination Code', max: 12, required: true, upper: true, key: true, asn: true },
    desT_NM: { kind: 'text', label: 'Destination Name', max: 50, required: true },
    primarY_DEST: { kind: 'bool', label: 'Primary', primary: true },
  },
  unique: ['desT_CD'],
  primaryDeleteMessage: messages.primaryDestinationDelete,
  defaultSort: [{ selector: 'desT_CD' }],
});

export const DestinationMaster = {
  ...masterGridCalls('configuration', 'ConfigurationMasters', Destination),
  getDefaults: defaultsCall('configuration', 'ConfigurationMasters', Destination),
};
