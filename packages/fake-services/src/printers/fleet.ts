import { TCP_IP } from '@fgss/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Databases } from '../db/databases.js';
import { labelPrinters } from '../db/schema/plant/index.js';
import { identityOf } from './printer-models.js';
import { VirtualPrinter } from './virtual-printer.js';

export interface PrinterFleet {
  printers: VirtualPrinter[];
  close(): Promise<void>;
}

/**
 * Starts a virtual printer for every TCP/IP label printer of every plant database, on ports
 * from `basePort` upward (0: any free port), and writes the real address back to the row so
 * that printing finds it.
 */
export async function startPrinters(
  databases: Databases,
  basePort: number,
  log: FastifyBaseLogger,
): Promise<PrinterFleet> {
  const printers: VirtualPrinter[] = [];
  let next = basePort;
  for (const [server, db] of databases.plantsByServer()) {
    const rows = db
      .select()
      .from(labelPrinters)
      .where(eq(labelPrinters.communicationType, TCP_IP))
      .orderBy(labelPrinters.id)
      .all();
    for (const row of rows) {
      const printer = new VirtualPrinter(row.printerName, server, identityOf(row.model));
      const wanted = basePort > 0 ? next++ : 0;
      const port = await printer.listen(wanted).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'EADDRINUSE') throw err;
        log.warn({ printer: row.printerName, port: wanted }, 'printer port in use, using a free port');
        return printer.listen(0);
      });
      db.update(labelPrinters)
        .set({ hostName: '127.0.0.1', port: String(port) })
        .where(eq(labelPrinters.id, row.id))
        .run();
      printers.push(printer);
      log.info({ printer: row.printerName, server, port }, 'virtual printer listening');
    }
  }
  return {
    printers,
    close: async () => {
      await Promise.all(printers.map((p) => p.close()));
    },
  };
}
