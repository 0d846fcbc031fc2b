import { ArchiveProcessConfig } from '@fgss/contracts';
import { archiveConfig } from '../../db/schema/archive/index.js';
import { GridStore } from '../../grid/store.js';

export const archiveConfigStore = new GridStore(ArchiveProcessConfig, archiveConfig);
