import { TCP_IP } from '@fgss/contracts';
import type { HandlerContext } from '../../http/handlers.js';
import { printerTarget } from '../../labels/printer-check.js';

interface PrinterRow {
  printerName?: string;
  communicationType?: string;
  hostName?: string;
  port?: string | null;
}

/**
 * A network printer being saved must be one printing may reach (printerTarget): on the networks
 * printers may be on, at an address and port no other plant's printer has.
 */
export async function checkPrinterHosts(rows: unknown[], ctx: HandlerContext): Promise<void> {
  for (const row of rows as PrinterRow[])
    if (row.communicationType === TCP_IP && row.hostName && row.port)
      await printerTarget(
        ctx.plant,
        { printerName: row.printerName ?? '', hostName: row.hostName, port: row.port.trim() },
        ctx.printing,
      );
}
