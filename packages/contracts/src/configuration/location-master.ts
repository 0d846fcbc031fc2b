import { defineEntity } from '../grid/entity.js';
import { defaultsCall, masterGridCalls } from '../grid/master-grid.js';
import { messages } from '../messages.js';

export const Location = defineEntity({
  name: 'LocationMaster',
  title: 'Location Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    location_cd: { kind: 'text', label: 'Location Code', max: 6, required: true, upper: true, key: true },
    location_nm: { kind: 'text', label: 'Location Name', max: 50, required: true },
    default_loc: { kind: 'bool', label: 'Default', primary: true },
  },
  unique: ['location_cd'],
  primaryDeleteMessage: messages.defaultLocationDelete,
  defaultSort: [{ selector: 'location_cd' }],
});

export const LocationMaster = {
  ...masterGridCalls('configuration', 'ConfigurationMasters', Location),
  getDefaults: defaultsCall('configuration', 'ConfigurationMasters', Location),
};
