import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ackReasonTexts, addDays, importExportMessages as m, messages, todayIso } from '@fgss/contracts';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openPlantOf } from '../packages/fake-services/src/db/databases.js';
import { screenshot, useBrowser } from './support/browser.js';
import { customsReceiver, plantCall } from './support/customs.js';
import { dayText } from './support/dates.js';
import { signIn } from './support/sign-in.js';
import { plantURL, stackIndex } from './support/stack.js';

/**
 * Import/export half in the browser: ASNs retransmitted to the fake customs receiver
 * while it refuses, with the retry prompts and the transmissions the grid and the receiver keep;
 * Import XREF Data followed by Show Status to its summary, and a bad file that saves nothing.
 */
interface Received {
  attempts: number;
  transmissions: { asnNumber: string; repeats: number; document: string; controlNumber: string }[];
}
const receiver = customsReceiver;
const received = async () => (await (await fetch(`${plantURL}/_plant/customs`)).json()) as Received;
/** Sets the label serial of one box of an ASN in the plant's database (no screen writes a serial); returns it as it was. */
function setBoxSerial(asn: string, serial: (was: string) => string): () => void {
  const db = openPlantOf(join(inject('e2eRunDir'), `stack-${stackIndex}`), 'FGSSMX01');
  const box = db.$client
    .prepare(
      `SELECT b.id, b.box_serial_no AS serial FROM box b JOIN shipment s ON s.id = b.shipment_id
       WHERE s.asn_number = ? ORDER BY b.box_serial_no LIMIT 1`,
    )
    .get(asn) as { id: number; serial: string };
  const write = db.$client.prepare('UPDATE box SET box_serial_no = ? WHERE id = ?');
  write.run(serial(box.serial), box.id);
  return () => {
    write.run(box.serial, box.id);
    db.$client.close();
  };
}
/** The planner's token, signed in at the plant itself. */
const plannerToken = async () =>
  (
    await plantCall('auth.authentication.token', {
      username: 'planner',
      password: 'Fgss.2026!',
      servername: 'FGSSMX01',
      domain: 'SEWSMX',
    })
  ).token as string;
const RESET = {
  failStatus: null,
  failTimes: null,
  delayMs: 0,
  unreachable: false,
  ack: 'accept',
  ackDelayMs: 0,
  clear: true,
};

const grid = (p: Page) => p.locator('table tbody tr');
const dialog = (p: Page) => p.getByRole('dialog');
/** Answers the dialog that says `text` (another may open as it closes: a retry prompt after a retry). */
const answer = async (p: Page, text: string, button: string) => {
  const asked = dialog(p).filter({ hasText: text });
  await asked.getByRole('button', { name: button }).click();
  await asked.waitFor({ state: 'detached' });
};

/** Searches today's ASNs on the open Retransmit ASN Central to Customs screen. */
async function searchToday(p: Page): Promise<string[]> {
  await expect.poll(() => p.getByRole('button', { name: 'Confirm All' }).isDisabled()).toBe(true);
  await p.getByRole('button', { name: 'Search' }).click();
  await grid(p).first().locator('td').nth(2).waitFor();
  return grid(p).evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[2]?.textContent ?? ''));
}
const rowOf = (p: Page, asn: string) => grid(p).filter({ hasText: asn });

/** Answers the retry prompts with Retry, checking each says what failed and which retry it offers. */
async function retryTwice(p: Page, asn: string) {
  for (const n of [1, 2]) {
    const prompt = dialog(p).filter({ hasText: `Retry ${n} of 3` });
    await prompt.getByText('Error 502: Bad Gateway', { exact: false }).waitFor();
    await prompt.getByText(m.customsRefused(asn, 503, 'Service Unavailable'), { exact: false }).waitFor();
    await answer(p, `Retry ${n} of 3`, 'Retry');
  }
}

describe('Retransmit ASN to customs', () => {
  const { page } = useBrowser();
  afterEach(() => receiver(RESET));

  it('retransmits a ticked ASN through two refusals and shows its transmission', async () => {
    const p = page();
    await receiver({ ...RESET, failStatus: 503, failTimes: 2 });
    await signIn(p, 'planner', { at: '/RetransmitASNCentraltoCustoms' });
    const [asn] = (await searchToday(p)) as [string];
    await rowOf(p, asn).getByRole('checkbox').check();
    await p.getByRole('button', { name: 'Confirm', exact: true }).click();
    await answer(p, m.confirmOne, 'Yes');
    await retryTwice(p, asn);
    await p.getByText(m.retransmitted(1)).waitFor();
    await expect.poll(() => rowOf(p, asn).textContent()).toMatch(/Delivered to customs.*planner/);
    await screenshot(p, 'retransmit-central');
    const got = await received();
    expect(got.transmissions.map((t) => t.asnNumber)).toEqual([asn]);
    expect(got.attempts).toBe(3);
  });

  it('retransmits every ASN of the date with Confirm All, each kept once by customs', async () => {
    const p = page();
    await receiver({ ...RESET, failStatus: 503, failTimes: 2 });
    await signIn(p, 'planner', { at: '/RetransmitASNCentraltoCustoms' });
    const asns = await searchToday(p);
    await p.getByRole('button', { name: 'Confirm All' }).click();
    await answer(p, m.confirmAll, 'Yes');
    await retryTwice(p, asns[0] as string);
    await p.getByText(m.retransmitted(asns.length)).waitFor();
    const got = await received();
    expect(got.transmissions.map((t) => t.asnNumber).sort()).toEqual([...asns].sort());
    for (const asn of asns) await expect.poll(() => rowOf(p, asn).textContent()).toContain('Delivered to customs');
  });

  it('tells, after Cancel, the ASN customs took while Cancel was asked, and shows its transmission', async () => {
    const p = page();
    // Customs takes each ASN at once and is slow to acknowledge it: Cancel comes in between.
    await receiver({ ...RESET, delayMs: 1500 });
    await signIn(p, 'planner', { at: '/RetransmitASNCentraltoCustoms' });
    const asns = await searchToday(p);
    expect(asns.length).toBeGreaterThan(1);
    await p.getByRole('button', { name: 'Confirm All' }).click();
    await answer(p, m.confirmAll, 'Yes');
    await p.getByTestId('retransmit-progress').getByRole('button', { name: 'Cancel' }).click();
    await p.getByText(`1 of ${asns.length} ASN were retransmitted.`).waitFor();
    expect((await received()).transmissions.map((t) => t.asnNumber)).toEqual([asns[0]]);
    await expect.poll(() => rowOf(p, asns[0] as string).textContent()).toMatch(/Delivered to customs.*planner/);
  });

  it('sends no ASN whose 856 is invalid, and tells which segment and why', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/RetransmitASNCentraltoCustoms' });
    const [asn] = (await searchToday(p)) as [string];
    const restore = setBoxSerial(asn, (was) => `${was}~X`);
    try {
      await rowOf(p, asn).getByRole('checkbox').check();
      await p.getByRole('button', { name: 'Confirm', exact: true }).click();
      await answer(p, m.confirmOne, 'Yes');
      await p.getByText(m.httpError(400, 'Bad Request'), { exact: false }).waitFor();
      const told = p.getByText(`ASN ${asn} was not sent: its X12 856 is invalid at segment MAN (`, { exact: false });
      await told.waitFor();
      expect(await told.textContent()).toMatch(/segment MAN \(\d+\): MAN02 '.+~X' holds an X12 delimiter/);
      await screenshot(p, 'retransmit-invalid-856');
    } finally {
      restore();
    }
    expect((await received()).attempts).toBe(0);
    await expect.poll(() => rowOf(p, asn).textContent()).toContain('Not sent: invalid 856');
  });

  it('gives up after three retries with the spec message', async () => {
    const p = page();
    await receiver({ ...RESET, failStatus: 503 });
    await signIn(p, 'planner', { at: '/RetransmitASNCentraltoCustoms' });
    const [asn] = (await searchToday(p)) as [string];
    await rowOf(p, asn).getByRole('checkbox').check();
    await p.getByRole('button', { name: 'Confirm', exact: true }).click();
    await answer(p, m.confirmOne, 'Yes');
    for (const n of [1, 2, 3]) {
      await answer(p, `Retry ${n} of 3`, 'Retry');
    }
    await p.getByText(m.maxRetries).waitFor();
    expect((await received()).transmissions).toEqual([]);
    await expect.poll(() => rowOf(p, asn).textContent()).toContain('Refused by customs');
  });

  it('asks for an ASN, tells an unreachable customs as 504, then sends it', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/RetransmitASNtoCustoms' });
    await p.getByRole('button', { name: 'Confirm' }).click();
    await p.getByText(m.selectAsn).waitFor();
    await p.getByText(m.cannotBeBlank).waitFor();

    await p.getByRole('textbox', { name: 'ASN Number' }).click();
    await p.getByRole('option').first().click();
    await receiver({ unreachable: true });
    await p.getByRole('button', { name: 'Confirm' }).click();
    await answer(p, m.confirmOne, 'Yes');
    await p.getByText(messages.gatewayTimeout).waitFor();

    await receiver({ unreachable: false });
    await p.getByRole('button', { name: 'Confirm' }).click();
    await answer(p, m.confirmOne, 'Yes');
    await p
      .getByTestId('last-transmission')
      .getByText(/Delivered to customs \(CUS\d+\)/)
      .waitFor();
    await screenshot(p, 'retransmit-one');
    expect((await received()).transmissions).toHaveLength(1);
  });
});

/** The ASN of `date` whose last transmission is in `state`, as the plant tells it to a planner. */
async function asnInState(date: string, state: string): Promise<string> {
  const rows = await plantCall(
    'import.RetransmitASNCentraltoCustoms.asnNumbers',
    { date, take: 100 },
    { token: await plannerToken() },
  );
  const found = (rows.data as { asnNumber: string; ackState: string | null }[]).find((r) => r.ackState === state);
  expect(found).toBeDefined();
  return found?.asnNumber as string;
}
/** Chooses an ASN in the single screen's selector by typing it. */
async function chooseAsn(p: Page, asn: string) {
  await p.getByRole('textbox', { name: 'ASN Number' }).fill(asn);
  await p.getByRole('option', { name: asn }).first().click();
}
const badgeOf = (scope: ReturnType<Page['locator']>, state: string) => scope.locator(`[data-state="${state}"]`);

describe("The partner's acknowledgements on the retransmit screens", () => {
  const { page } = useBrowser();
  afterEach(() => receiver(RESET));

  it("shows an ASN the partner rejected in red, with the partner's reasons", async () => {
    const p = page();
    const rejectReason = {
      transaction: '5',
      segment: { id: 'TD5', position: 5, code: '8', element: { position: 3, code: '7' } },
    };
    await receiver({ ...RESET, ack: 'reject', rejectReason });
    await signIn(p, 'planner', { at: '/RetransmitASNCentraltoCustoms' });
    const [asn] = (await searchToday(p)) as [string];
    await rowOf(p, asn).getByRole('checkbox').check();
    await p.getByRole('button', { name: 'Confirm', exact: true }).click();
    await answer(p, m.confirmOne, 'Yes');
    await p.getByText(m.retransmitted(1)).waitFor();
    const badge = badgeOf(rowOf(p, asn), 'rejected');
    await badge.getByText('Rejected').waitFor();
    await rowOf(p, asn)
      .getByText(ackReasonTexts.segment('TD5', 5, '8'))
      .waitFor();
    await rowOf(p, asn).getByText(ackReasonTexts.element(3, '7')).waitFor();
    // Red, filled: it stands out of the grid.
    expect(await badge.evaluate((b) => getComputedStyle(b).backgroundColor)).toMatch(
      /^rgb\((2[0-5]\d), \d{1,2}, \d{1,2}\)$/,
    );
    await screenshot(p, 'retransmit-central-rejected');
  });

  it("says the partner's rejection apart from customs' delivery, in view on a 1400 px screen", async () => {
    const p = page();
    await p.setViewportSize({ width: 1400, height: 900 });
    await receiver({ ...RESET, ack: 'reject' });
    await signIn(p, 'planner', { at: '/RetransmitASNCentraltoCustoms' });
    const [asn] = (await searchToday(p)) as [string];
    await rowOf(p, asn).getByRole('checkbox').check();
    await p.getByRole('button', { name: 'Confirm', exact: true }).click();
    await answer(p, m.confirmOne, 'Yes');
    await p.getByText(m.retransmitted(1)).waitFor();
    // Each says whose it is: customs took the ASN, the partner refused it.
    await badgeOf(rowOf(p, asn), 'rejected').getByText('Partner: Rejected').waitFor();
    await rowOf(p, asn).getByText('Delivered to customs', { exact: true }).waitFor();
    // The partner's state is in the grid's view without scrolling it.
    const header = p.getByRole('columnheader', { name: 'Partner State' });
    const [right, viewRight] = await header.evaluate((h) => {
      let view = h.parentElement;
      while (view && view.scrollWidth <= view.clientWidth) view = view.parentElement;
      const box = view?.getBoundingClientRect();
      return [h.getBoundingClientRect().right, (box?.left ?? 0) + (view?.clientWidth ?? window.innerWidth)];
    });
    expect(right).toBeLessThanOrEqual(viewRight);

    await p.goto('/RetransmitASNtoCustoms');
    await chooseAsn(p, asn);
    const last = p.getByTestId('last-transmission');
    await badgeOf(last, 'rejected').getByText('Partner: Rejected').waitFor();
    await last.getByText(/Last Result: Delivered to customs \(CUS\d+\)/).waitFor();
    // Last Transmitted in the user's date format, not as the service writes it.
    expect(await last.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await screenshot(p, 'retransmit-one-rejected');
  });

  it('shows an ASN whose 997 never came as overdue, in the grid and beside the chosen ASN', async () => {
    const p = page();
    const date = addDays(todayIso(), -2);
    const asn = await asnInState(date, 'overdue');
    await signIn(p, 'planner', { at: '/RetransmitASNCentraltoCustoms' });
    await expect.poll(() => p.getByRole('button', { name: 'Confirm All' }).isDisabled()).toBe(true);
    const box = p.getByRole('textbox', { name: 'ASN Date' });
    await box.fill(dayText(2, 'MDY'));
    await box.press('Tab');
    await p.getByRole('button', { name: 'Search' }).click();
    await badgeOf(rowOf(p, asn), 'overdue').getByText('Overdue').waitFor();
    expect(await badgeOf(rowOf(p, asn), 'overdue').evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe(
      await badgeOf(grid(p), 'accepted')
        .first()
        .evaluate((b) => getComputedStyle(b).backgroundColor),
    );
    await screenshot(p, 'retransmit-central-overdue');

    await p.goto('/RetransmitASNtoCustoms');
    await chooseAsn(p, asn);
    await badgeOf(p.getByTestId('last-transmission'), 'overdue').getByText('Overdue').waitFor();
  });

  it('resends an accepted ASN as a replacement under new control numbers, and shows it accepted again', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/RetransmitASNtoCustoms' });
    await p.getByRole('textbox', { name: 'ASN Number' }).click();
    await p.getByRole('option').first().click();
    const last = p.getByTestId('last-transmission');
    /** Sends the chosen ASN and waits until the screen shows this transmission (its customs control number) accepted. */
    const send = async (n: number) => {
      await p.getByRole('button', { name: 'Confirm' }).click();
      await answer(p, m.confirmOne, 'Yes');
      await expect.poll(async () => (await received()).transmissions.length).toBe(n);
      const { controlNumber } = (await received()).transmissions[n - 1] as Received['transmissions'][number];
      await last.getByText(`(${controlNumber})`, { exact: false }).waitFor();
      await badgeOf(last, 'accepted').getByText('Accepted').waitFor();
    };
    await send(1);
    await send(2);
    await screenshot(p, 'retransmit-one-replacement');

    const [original, replacement] = (await received()).transmissions.map((t) => t.document) as [string, string];
    expect(replacement).toMatch(/~BSN\*05\*/);
    const controls = (doc: string) => [doc.split('*')[13], doc.match(/~GS(?:\*[^*~]*){5}\*(\d+)\*/)?.[1]];
    const [isa13, gs06] = controls(replacement);
    expect(isa13).toMatch(/^\d{9}$/);
    expect(gs06).toMatch(/^\d+$/);
    expect(controls(original)).not.toContain(isa13);
    expect(controls(original)[1]).not.toBe(gs06);
  });
});

const dir = mkdtempSync(join(tmpdir(), 'customs-e2e-'));
async function xrefWorkbook(name: string, rows: string[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Sheet1').addRows([['SEWS Part No.', 'SEWS Design Level', 'Short Part No.', 'Active'], ...rows]);
  const file = join(dir, name);
  writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}
async function importFile(p: Page, file: string) {
  const [chooser] = await Promise.all([
    p.waitForEvent('filechooser'),
    p.getByRole('button', { name: 'Import', exact: true }).click(),
  ]);
  await chooser.setFiles(file);
}
const statusText = (p: Page) => p.getByRole('textbox', { name: 'Import status' });
/** Clicks Show Status until the job of `file` has ended, as a user would; the final text. */
async function finalStatus(p: Page, file: string): Promise<string> {
  // The file's name, so that the previous job's summary is not taken for this one's.
  const ended = new RegExp(`File: ${file.replace('.', '\\.')}[^]*Status: (Completed|Refused|Failed)`);
  await expect
    .poll(async () => {
      await p.getByRole('button', { name: 'Show Status' }).click();
      return statusText(p).inputValue();
    })
    .toMatch(ended);
  return statusText(p).inputValue();
}

describe('Import XREF Data', () => {
  const { page } = useBrowser();

  it('imports a workbook in the background and Show Status reaches its summary; a bad file saves nothing', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/ImportXREFData' });
    await expect.poll(() => p.getByRole('textbox', { name: 'Plant' }).inputValue()).not.toBe('');
    await importFile(
      p,
      await xrefWorkbook('xref.xlsx', [
        ['E2E-XREF-1', 'A', 'E001', 'Y'],
        ['E2E-XREF-2', 'A', 'E002', 'N'],
      ]),
    );
    await expect.poll(() => statusText(p).inputValue()).toContain('Click Show Status to follow it.');
    const done = await finalStatus(p, 'xref.xlsx');
    expect(done.split('\n')).toEqual(
      expect.arrayContaining(['Status: Completed', 'Added: 2', 'Updated: 0', 'Refused: 0']),
    );
    // The job's times in the user's date format (MM/dd/yyyy), not as the service writes them.
    expect(done).toMatch(/at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(done).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await screenshot(p, 'import-xref-data');

    await importFile(
      p,
      await xrefWorkbook('bad.xlsx', [
        ['E2E-XREF-3', 'A', 'E003', 'Y'],
        ['E2E-XREF-4', 'A', 'TOO-LONG', 'Y'],
      ]),
    );
    const refused = await finalStatus(p, 'bad.xlsx');
    expect(refused.split('\n')).toEqual(
      expect.arrayContaining([
        'Status: Refused: nothing was saved',
        'Row 3: Short Part No. must be at most 4 characters',
      ]),
    );
    const rows = await plantCall(
      'configuration.XREFMaintenance.list',
      { plantid: 'JRZ1', filter: ['sewS_PART_NO', 'startswith', 'E2E-XREF'] },
      { token: await plannerToken() },
    );
    expect((rows.data as { sewS_PART_NO: string }[]).map((r) => r.sewS_PART_NO)).toEqual(['E2E-XREF-1', 'E2E-XREF-2']);
  });
});
