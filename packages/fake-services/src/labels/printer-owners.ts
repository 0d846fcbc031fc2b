import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { TCP_IP } from '@fgss/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Databases } from '../db/databases.js';
import type { PlantDb } from '../db/plant.js';
import { labelPrinters } from '../db/schema/plant/index.js';

/** Every address a printer host stands for; none when it cannot be resolved (it is nobody's then). */
async function addressesOf(host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  try {
    return (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return [];
  }
}

/**
 * The network printers of every plant server. A printer's address and port belong to one plant,
 * so that one plant's printer master cannot print on, or ask the state of, another plant's printer.
 */
export class PrinterOwners {
  constructor(private readonly databases: Databases) {}

  /** A printer of another plant server than `db`'s at address:port, if there is one. */
  async otherAt(db: PlantDb, address: string, port: number) {
    for (const [server, other] of this.databases.plantsByServer()) {
      if (other === db) continue;
      const rows = other
        .select({ printerName: labelPrinters.printerName, hostName: labelPrinters.hostName, port: labelPrinters.port })
        .from(labelPrinters)
        .where(and(eq(labelPrinters.communicationType, TCP_IP), ne(labelPrinters.hostName, '')))
        .all();
      for (const row of rows) {
        if (Number(row.port) === port && (await addressesOf(row.hostName)).includes(address))
          return { server, printerName: row.printerName };
      }
    }
    return undefined;
  }
}
