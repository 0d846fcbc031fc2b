import { BlockList, isIP } from 'node:net';
import { printerMessages } from '@fgss/contracts';
import { badRequest } from '../http/errors.js';
import { hostAddresses } from './host-addresses.js';

/** Loopback and the private ranges: where plant printers live. */
export const DEFAULT_PRINTER_NETWORKS = '127.0.0.0/8,10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,::1/128,fc00::/7';

/**
 * The networks printing may connect to (FGSS_PRINTER_NETWORKS, CIDRs separated by commas), so
 * that a printer row cannot turn the service into a way to reach any host and port.
 */
export class PrinterNetworks {
  private readonly allowed = new BlockList();

  constructor(readonly text = DEFAULT_PRINTER_NETWORKS) {
    for (const cidr of text
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean)) {
      const [net = '', bits] = cidr.split('/');
      const type = isIP(net) === 6 ? 'ipv6' : 'ipv4';
      if (!isIP(net)) throw new Error(`FGSS_PRINTER_NETWORKS: '${cidr}' is not a network`);
      this.allowed.addSubnet(net, Number(bits ?? (type === 'ipv6' ? 128 : 32)), type);
    }
  }

  private inside(address: string): boolean {
    return this.allowed.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  }

  /**
   * The address to connect to for a printer host, in its canonical spelling (host-addresses.ts),
   * which the owner check compares: every address the host stands for must be inside the
   * networks, and the one returned is used, so a name cannot point elsewhere later.
   */
  async address(host: string): Promise<string> {
    let addresses: string[];
    try {
      addresses = await hostAddresses(host);
    } catch {
      throw badRequest(printerMessages.hostUnresolved(host));
    }
    const first = addresses[0];
    if (!first || !addresses.every((a) => this.inside(a)))
      throw badRequest(printerMessages.hostOutsideNetworks(host, this.text));
    return first;
  }
}
