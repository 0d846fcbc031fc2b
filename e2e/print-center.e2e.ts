import {
  buildRequest,
  callNamed,
  EVENTS_TICKET_URL,
  PRINT_CENTER_STREAM_URL,
  type PrintReply,
  requestUrl,
  serialRuns,
} from '@fgss/contracts';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeOfScreen } from './support/axe.js';
import { screenshot, useBrowser } from './support/browser.js';
import { plantCall } from './support/customs.js';
import { openFromMenu } from './support/master-grid.js';
import { openInApp } from './support/navigation.js';
import { jobsOf, readyPrinter, setPrinter } from './support/printers.js';
import { PASSWORD, signIn, signInSpanish, switchToSpanish } from './support/sign-in.js';
import { baseURL, plantURL } from './support/stack.js';

/**
 * /PrintCenter: every printer of the plant with its live state, from the plant's one watch
 * through the gateway's event stream: a printer paused at the device shows within 2 s and
 * clears on resume, without a reload; a partly printed job appears under attention by itself and
 * its missing serials print on another printer. Refused a live view (the user follows as many as
 * the gateway lets one user), the page says so and still shows changes by asking now and then.
 */
const PRINTER = 'MX01-ZT410-FG';
const OTHER = 'MX01-ZT610-SHIP';
const serialsIn = (text: string) => text.match(/\b[A-Z0-9]{4}E\d{8}\b/g) ?? [];

/** A print of 5 empty box labels by a planner at another screen, straight to the plant. */
async function printElsewhere(): Promise<PrintReply> {
  const send = async (
    name: 'auth.authentication.token' | 'demand.EmptyBoxLabelPrinting.print',
    input: object,
    token?: string,
  ) => {
    const req = buildRequest(callNamed(name), input, { token });
    const res = await fetch(requestUrl(`${plantURL}/${callNamed(name).service}`, req), {
      method: req.method,
      headers: req.headers,
      body: req.body ?? null,
    });
    return res.json();
  };
  const signIn = { username: 'planner', password: PASSWORD, servername: 'FGSSMX01', domain: 'SEWSMX' };
  const { token } = (await send('auth.authentication.token', signIn)) as { token: string };
  const input = { noLabels: 5, noCopies: 1, printerName: PRINTER, Speed: 2 };
  return (await send('demand.EmptyBoxLabelPrinting.print', input, token)) as PrintReply;
}
/** The chart's texts in one language, and how it writes a day. */
interface ChartTexts {
  title: string;
  reprints: string;
  failures: string;
  shift: RegExp;
  day: (d: Date) => string;
}
const pad2 = (n: number) => String(n).padStart(2, '0');
const chartEn: ChartTexts = {
  title: 'Labels per hour: this shift and the two before',
  reprints: 'Reprints',
  failures: 'Failures',
  shift: /^\d{2}\/\d{2}\/\d{4} · shift from \d{2}:\d{2}$/,
  day: (d) => `${pad2(d.getMonth() + 1)}/${pad2(d.getDate())}/${d.getFullYear()}`,
};
const chartEs: ChartTexts = {
  title: 'Etiquetas por hora: este turno y los dos anteriores',
  reprints: 'Reimpresiones',
  failures: 'Fallas',
  shift: /^\d{2}\/\d{2}\/\d{4} · turno desde las \d{2}:\d{2}$/,
  day: (d) => `${pad2(d.getDate())}/${pad2(d.getMonth() + 1)}/${d.getFullYear()}`,
};

/**
 * After a print on the seed's printer, Print Center's chart draws its labels as bars, names the
 * printer, reprints and failures in its legend, marks the three shifts, and names a hovered
 * hour in the user's date format (a day of the window: today or the two before).
 */
async function checkHourChart(p: Page, texts: ChartTexts): Promise<void> {
  const chart = p.getByRole('figure', { name: texts.title });
  const bars = chart.locator('.recharts-bar-rectangle path');
  await bars.first().waitFor();
  expect(await chart.locator('[class*="legendItemName"]').allInnerTexts()).toEqual(
    expect.arrayContaining([PRINTER, texts.reprints, texts.failures]),
  );
  // Each shift line names its day and start; SVG text has no innerText.
  const shifts = await chart.locator('.recharts-reference-line .recharts-label').allTextContents();
  expect(shifts).toHaveLength(3);
  for (const shift of shifts) expect(shift).toMatch(texts.shift);
  // The chart follows the pointer over its whole surface, which takes the events, not the bar;
  // centred first, so that no fixed footer lies over the bar pointed at.
  await chart.evaluate((figure) => figure.scrollIntoView({ block: 'center' }));
  await bars.last().hover({ force: true });
  const label = (await chart.locator('[class*="tooltipLabel"]').textContent()) ?? '';
  const days = [0, 1, 2].map((back) => texts.day(new Date(Date.now() - back * 86_400_000)));
  expect(days).toContain(label.slice(0, 10));
  expect(label.slice(10)).toMatch(/^ \d{2}:00$/);
}

/**
 * At `width` px the legend's items end over the plot, not over the right-hand scale and its name
 * (at 1440 px the last one, Failures, ran on to the card's edge).
 */
async function legendOverPlot(p: Page, title: string, width: number): Promise<void> {
  await p.setViewportSize({ width, height: 768 });
  const chart = p.getByRole('figure', { name: title });
  await expect
    .poll(() =>
      chart.evaluate((figure) => {
        const plot = figure.querySelector('.recharts-cartesian-grid')?.getBoundingClientRect().right ?? 0;
        const names = [...figure.querySelectorAll('[class*="legendItemName"]')];
        return names.length > 0 && names.every((e) => e.getBoundingClientRect().right <= plot);
      }),
    )
    .toBe(true);
  await screenshot(p, `print-center-chart-${width}`);
}

const card = (p: Page, printer: string) => p.getByRole('group', { name: printer, exact: true });
const stateOf = (p: Page, printer: string) => card(p, printer).getByTestId('printer-card-state');

describe('Print Center', () => {
  const { page } = useBrowser();
  let changed = false;
  afterEach(async () => {
    if (changed) await setPrinter(PRINTER, { ...readyPrinter, paperOutAfter: null });
    changed = false;
  });

  it('shows a printer paused at the device within 2 s and clears it on resume, without a reload', async () => {
    const p = page();
    await signIn(p, 'planner');
    await openFromMenu(p, 'Demand Printing', 'Print Center', 'PrintCenter');
    await stateOf(p, PRINTER).getByText('Ready').waitFor();
    await p.getByTestId('stream-state').getByText('Live').waitFor();
    await p.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

    changed = true;
    await setPrinter(PRINTER, { paused: true });
    await stateOf(p, PRINTER).getByText('Paused').waitFor({ timeout: 2000 });
    expect(await card(p, PRINTER).getAttribute('data-state')).toBe('paused');
    await screenshot(p, 'print-center-paused');

    await setPrinter(PRINTER, { paused: false });
    await stateOf(p, PRINTER).getByText('Ready').waitFor({ timeout: 2000 });
    expect(await p.evaluate(() => 'e2eSameDocument' in window)).toBe(true);
    await screenshot(p, 'print-center-ready');
  });

  it('lists a partly printed job under attention by itself and prints its missing serials on another printer', async () => {
    const p = page();
    await signIn(p, 'planner');
    await openFromMenu(p, 'Demand Printing', 'Print Center', 'PrintCenter');
    await p.getByTestId('stream-state').getByText('Live').waitFor();
    changed = true;
    await setPrinter(PRINTER, { paperOutAfter: 2 });
    const reply = await printElsewhere();
    expect(reply.state).toBe('partlyPrinted');
    expect(reply.missing).toHaveLength(3);

    const row = p.locator(`[data-testid="attention-job"][data-job="${reply.printId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('2 of 5');
    await stateOf(p, PRINTER).getByText('Out of paper').waitFor();
    await screenshot(p, 'print-center-attention');

    const before = (await jobsOf(OTHER)).length;
    await row.getByRole('button', { name: 'Print missing serials' }).click();
    const dialog = p.getByRole('dialog', { name: `Print job ${reply.printId}`, exact: true });
    await dialog.getByRole('textbox', { name: 'Print the missing serials on' }).click();
    await p.getByRole('option', { name: OTHER, exact: true }).click();
    await dialog.getByRole('button', { name: 'Print missing serials' }).click();
    // The job leaves the list once its serials are out; the dialog stays on it with the result.
    await row.waitFor({ state: 'detached' });
    const result = dialog.getByTestId('print-outcome');
    await result.waitFor();
    expect(await result.getAttribute('data-kind')).toBe('printed');
    expect(await result.textContent()).toContain(`3 of 3 labels printed: ${serialRuns(reply.missing)} on ${OTHER}.`);
    expect(await dialog.getByRole('button', { name: 'Print missing serials' }).count()).toBe(0);
    await screenshot(p, 'print-center-missing-printed');
    await p.keyboard.press('Escape');
    const jobs = await jobsOf(OTHER);
    expect(jobs).toHaveLength(before + 1);
    expect(serialsIn(jobs.at(-1)?.text ?? '')).toEqual(reply.missing);
  });

  it('gives every printer of the plant a card: those it cannot ask say their state is unknown', async () => {
    const p = page();
    await signIn(p, 'planner', { at: '/PrintCenter' });
    await stateOf(p, PRINTER).getByText('Ready').waitFor();
    const unknown = {
      'MX01-DMX-I4212-BOX': ['Datamax', /^TCP\/IP: .+:\d+$/],
      'MX01-GK420T-RWK': ['Zebra GK420T', 'USB: MX01-RWK-PC01'],
      'MX01-PM43-COMP': ['Intermec', 'Serial: COM3'],
      'MX01-LASER-OFFICE': ['Laser', 'Windows Queue: MX01-PRTSRV01'],
    } as const;
    for (const [name, [kind, connection]] of Object.entries(unknown)) {
      expect(await card(p, name).getAttribute('data-state')).toBe('unknown');
      expect(await stateOf(p, name).textContent()).toBe('State unknown');
      await card(p, name).getByText(kind, { exact: true }).waitFor();
      await card(p, name).getByText(connection).waitFor();
    }
    await screenshot(p, 'print-center-unknown-printers');

    await switchToSpanish(p);
    await openInApp(p, '/PrintCenter');
    await stateOf(p, 'MX01-LASER-OFFICE').getByText('Estado desconocido', { exact: true }).waitFor();
  });

  it('says so when the live view is refused, and still shows a paused printer by asking now and then', async () => {
    const { token } = await plantCall<{ token: string }>('auth.authentication.token', {
      username: 'admin',
      password: PASSWORD,
      servername: 'FGSSMX01',
      domain: 'SEWSMX',
    });
    // The admin's other tabs hold every live view one user may follow.
    const held: AbortController[] = [];
    try {
      for (let tab = 0; tab < 20; tab++) {
        const asked = await fetch(`${baseURL}${EVENTS_TICKET_URL}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        });
        if (asked.status === 429) break;
        const { ticket } = (await asked.json()) as { ticket: string };
        held.push(new AbortController());
        const stream = await fetch(`${baseURL}${PRINT_CENTER_STREAM_URL}?ticket=${encodeURIComponent(ticket)}`, {
          signal: held.at(-1)?.signal,
        });
        expect(stream.status).toBe(200);
      }
      const p = page();
      await signIn(p, 'admin', { at: '/PrintCenter' });
      await p.getByTestId('stream-state').getByText('Live view busy: updating every 10 s').waitFor();
      await stateOf(p, PRINTER).getByText('Ready').waitFor();
      await screenshot(p, 'print-center-polling');

      changed = true;
      await setPrinter(PRINTER, { paused: true });
      await stateOf(p, PRINTER).getByText('Paused').waitFor();

      // A print screen's printer dot asks the printer itself meanwhile, rather than 'Unknown'.
      await openFromMenu(p, 'Demand Printing', 'Box Label Printing', 'BoxLabelPrinting');
      await p.locator('tbody tr').first().locator('td').nth(1).click();
      const panel = p.getByRole('region', { name: 'Print panel' });
      const chosen = () => panel.getByRole('textbox', { name: 'Printer', exact: true }).inputValue();
      await expect.poll(chosen).not.toBe('');
      const shown = (await chosen()) === PRINTER ? 'Paused' : 'Ready';
      await panel.getByTestId('printer-state').getByText(shown, { exact: true }).waitFor();
    } finally {
      for (const tab of held) tab.abort();
    }
  });

  it('charts labels per hour per printer over this shift and the two before', async () => {
    const p = page();
    await printElsewhere();
    await p.setViewportSize({ width: 1366, height: 768 });
    await signIn(p, 'planner', { at: '/PrintCenter' });
    await checkHourChart(p, chartEn);
    expect(await axeOfScreen(p)).toEqual([]);
    await screenshot(p, 'print-center-chart');
    for (const width of [1440, 1366]) await legendOverPlot(p, chartEn.title, width);
  });
});

describe('Print Center in Spanish', () => {
  const { page } = useBrowser({ locale: 'es-MX' });

  it('charts labels per hour in Spanish, with day-first dates', async () => {
    const p = page();
    await printElsewhere();
    await p.setViewportSize({ width: 1366, height: 768 });
    await signInSpanish(p);
    await openInApp(p, '/PrintCenter');
    await checkHourChart(p, chartEs);
    await screenshot(p, 'print-center-chart-es');
  });
});
