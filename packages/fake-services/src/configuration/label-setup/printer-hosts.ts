import { TCP_IP } from '@fgss/contracts';
import type { HandlerContext } from '../../http/handlers.js';

/** A network printer being saved must be on the networks printing may reach (PrinterNetworks). */
export async function checkPrinterHosts(rows: unknown[], ctx: HandlerContext): Promise<void> {
  for (const row of rows as { communicationType?: string; hostName?: string }[])
    if (row.communicationType === TCP_IP && row.hostName) await ctx.printing.networks.address(row.hostName);
}
