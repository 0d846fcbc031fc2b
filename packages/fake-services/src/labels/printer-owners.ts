import { TCP_IP } from '@fgss/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Databases } from '../db/databases.js';
import type { PlantDb } from '../db/plant.js';
import { labelPrinters } from '../db/schema/plant/index.js';
import { hostAddresses } from './host-addresses.js';

/**
 * The network printers of every plant server. A printer's address and port belong to one plant,
 * so that one plant's printer master cannot print on, or ask the state of, another plant's printer.
 */
export class PrinterOwners {
  constructor(private readonly databases: Databases) {}

  /**
   * A printer of another plant server than `db`'s at address:port, if there is one. `address` is
   * canonical (PrinterNetworks.address), and so is every address of the other rows' hosts: one
   * address in any spelling (::ffff:127.0.0.1, 127.1, a name) is the same printer. A host that
   * does not resolve is nobody's.
   */
  async otherAt(db: PlantDb, address: string, port: number) {
    for (const [server, other] of this.databases.plantsByServer()) {
      if (other === db) continue;
      const rows = other
        .select({ printerName: labelPrinters.printerName, hostName: labelPrinters.hostName, port: labelPrinters.port })
        .from(labelPrinters)
        .where(and(eq(labelPrinters.communicationType, TCP_IP), ne(labelPrinters.hostName, '')))
        .all();
      for (const row of rows) {
        if (
          Number(row.port) === port &&
          (await hostAddresses(row.hostName).catch((): string[] => [])).includes(address)
        )
          return { server, printerName: row.printerName };
      }
    }
    return undefined;
  }
}
