import { texts } from './define';

/** Archive Process Configuration and its archive job (spec 3 section 2.4). */
export const archiveTexts = texts(
  {
    runArchive: 'Run archive now',
    runArchiveQuestion:
      "Move every table's history older than its archive period into its archive now, and remove archived rows past their remove period?",
    archiving: "Archiving: moving each table's old history into its archive. This may take a few minutes.",
    lastArchiveRun: 'Last archive run: {{runAt}} by {{runBy}}',
    dailyArchiveRun: 'the daily run',
    archiveTotals: '{{moved}} rows moved to the archive, {{removed}} archived rows removed.',
    archiveSource: 'Table',
    archiveTarget: 'Archive table',
    archiveMoved: 'Moved',
    archiveRemoved: 'Removed',
    archiveResult: 'Result',
    archiveTableDone: 'Done',
    archiveTableFailed: 'Nothing changed: {{error}}',
  },
  {
    runArchive: 'Archivar ahora',
    runArchiveQuestion:
      '¿Mover ahora el historial de cada tabla más antiguo que su periodo de archivo a su archivo, y eliminar los registros archivados que pasaron su periodo de eliminación?',
    archiving: 'Archivando: se mueve el historial antiguo de cada tabla a su archivo. Puede tardar unos minutos.',
    lastArchiveRun: 'Último archivado: {{runAt}} por {{runBy}}',
    dailyArchiveRun: 'el proceso diario',
    archiveTotals: '{{moved}} registros movidos al archivo, {{removed}} registros archivados eliminados.',
    archiveSource: 'Tabla',
    archiveTarget: 'Tabla de archivo',
    archiveMoved: 'Movidos',
    archiveRemoved: 'Eliminados',
    archiveResult: 'Resultado',
    archiveTableDone: 'Hecho',
    archiveTableFailed: 'Sin cambios: {{error}}',
  },
);
