import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en, es } from '../packages/web/src/lib/texts/catalogue.js';
import { specEs } from '../packages/web/src/lib/texts/spec-es/index.js';
import { contractTexts } from '../scripts/contract-texts.js';
import { useBrowser } from './support/browser.js';
import { retransmitAsn } from './support/customs.js';
import { downloadedSheet } from './support/download.js';
import { openInApp } from './support/navigation.js';
import { routesOf, walkRoutes } from './support/screen-walk.js';
import { signInSpanish } from './support/sign-in.js';

/** The pages a signed-out visitor reads. */
const signedOutRoutes = ['/login', '/login-admin', '/create-account', '/reset-password', '/change-password/A1B2C3'];

/** Codes and names (a place) that read the same in both languages. */
const SAME_IN_BOTH = new Set([
  'id',
  'asn',
  'doi',
  'epb',
  'ftp',
  'ok',
  'xref',
  'zpl',
  'excel',
  'email',
  'mb',
  'yyyy',
  'mexico',
]);

/** The grid library's own texts, in the languages the web gives it. */
const tableTexts = (language: 'en' | 'es'): string[] => {
  const load = createRequire(new URL('../packages/web/package.json', import.meta.url));
  const localization = load(`mantine-react-table/locales/${language}/index.cjs`);
  return Object.values(localization[`MRT_Localization_${language.toUpperCase()}`] as Record<string, string>);
};

const wordsOf = (text: string) => text.replace(/\{\{\w+\}\}/g, ' ').match(/\p{L}+/gu) ?? [];

/**
 * The English words of the interface: words of the catalogue's English texts and of contracts'
 * texts that no Spanish text of the catalogue uses, leaving out short words, acronyms (written
 * only in capitals) and names that read the same in both languages.
 */
function englishWords(): Set<string> {
  const spanish = new Set(
    [...Object.values(es), ...Object.values(specEs), ...tableTexts('es')].flatMap(wordsOf).map((w) => w.toLowerCase()),
  );
  const english = [...Object.values(en), ...tableTexts('en'), ...contractTexts().keys()].flatMap(wordsOf);
  const written = new Map<string, boolean>();
  for (const word of english) {
    const lower = word.toLowerCase();
    written.set(lower, (written.get(lower) ?? false) || word !== word.toUpperCase());
  }
  return new Set(
    [...written]
      .filter(([word, notOnlyCapitals]) => notOnlyCapitals && word.length > 2 && !spanish.has(word))
      .map(([word]) => word)
      .filter((word) => !SAME_IN_BOTH.has(word)),
  );
}

/**
 * The text a user reads on the page outside data: text shown outside the grids' data cells (an
 * empty grid's one wide cell is a message, not data; a record named by its code, 'JRZ1 - Juarez
 * Plant 1', is data too, as is what is marked translate="no"), and the names, tooltips and
 * placeholders of what is shown. Input values are data and are not text nodes.
 */
function readableTexts(within: string): string[] {
  const texts: string[] = [];
  const root = document.querySelector(within) ?? document.body;
  // Values marked not to be translated (a printer's name and model) are data, also inside a sentence.
  const values = new Set([...root.querySelectorAll('[translate="no"]')].map((e) => e.textContent ?? ''));
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const box = node.parentElement;
    if (!box?.checkVisibility() || box.closest('script, style, [translate="no"]')) continue;
    const cell = box.closest('tbody td');
    if (!cell || cell.hasAttribute('colspan')) texts.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder]'))
    if (element.checkVisibility() && !element.closest('tbody td:not([colspan])'))
      for (const name of ['aria-label', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
  const withoutValues = (text: string) => [...values].reduce((t, value) => (value ? t.replaceAll(value, '') : t), text);
  return texts.filter((text) => !/^[A-Z0-9]+ - /.test(text)).map(withoutValues);
}

async function englishOn(p: Page, words: Set<string>, within: string): Promise<string[]> {
  const texts = await p.evaluate(readableTexts, within);
  return [...new Set(texts.flatMap(wordsOf).filter((w) => words.has(w.toLowerCase())))].sort();
}

describe('an es-MX browser', () => {
  const { page } = useBrowser({ locale: 'es-MX' });

  it('shows no English word outside data on any route', { timeout: 600_000 }, async () => {
    const p = page();
    const words = englishWords();
    const found: Record<string, string[]> = {};
    // The whole page on the first signed-in route (header, side menu, footer), then each screen's main.
    const note = async (path: string, within = 'main') => {
      const english = await englishOn(p, words, within);
      if (english.length) found[path] = english;
    };

    for (const path of signedOutRoutes) {
      await p.goto(path);
      await p.locator('form').first().waitFor();
      await note(path, 'body');
    }
    await signInSpanish(p, 'admin');
    const routes = [...(await routesOf(p, () => true, true)), { path: '/serverStatus' }];
    // Inside the app by address: the menu's names are what is checked, not a way in.
    await walkRoutes(
      p,
      routes,
      (route) => note(route.path, route === routes[0] ? 'body' : 'main'),
      (p, route) => openInApp(p, route.path),
    );

    expect(found).toEqual({});
  });

  it("says every signed-out form's messages in Spanish", async () => {
    const p = page();
    const words = englishWords();
    const found: Record<string, string[]> = {};
    for (const path of signedOutRoutes) {
      await p.goto(path);
      // Sent empty: each required field says so.
      await p.locator('form button[type="submit"]').first().click();
      await p.locator('.mantine-InputWrapper-error').first().waitFor();
      const english = await englishOn(p, words, 'body');
      if (english.length) found[path] = english;
    }
    expect(found).toEqual({});
  });

  it("writes a report's spreadsheet with its title and headers in Spanish", async () => {
    const p = page();
    const words = englishWords();
    await signInSpanish(p, 'viewer');
    await openInApp(p, '/ShipmentReport');
    const search = p.getByRole('button', { name: 'Buscar', exact: true });
    await expect.poll(() => search.isEnabled()).toBe(true);
    await search.click();
    await expect.poll(() => p.getByTestId('total-records').textContent()).not.toMatch(/: 0$/);
    const [download] = await Promise.all([
      p.waitForEvent('download'),
      p.getByRole('button', { name: 'Exportar a Excel' }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    // The title, the date line and the header row.
    const top = [1, 2, 3].flatMap((n) =>
      ((sheet?.getRow(n).values as unknown[] | undefined) ?? []).filter((v) => typeof v === 'string'),
    ) as string[];
    expect(top[0]).toBe('Reporte de embarques');
    expect(top.flatMap(wordsOf).filter((w) => words.has(w.toLowerCase()))).toEqual([]);
  });

  it("traces a harness in Spanish: its steps' states in words, and its spreadsheet", async () => {
    const p = page();
    const words = englishWords();
    // Seeded: harness JRZ1H000006919 shipped on ASN JRZ1A0000080 yesterday, before the retransmit at any hour.
    await retransmitAsn('JRZ1A0000080');
    await signInSpanish(p, 'admin');
    await openInApp(p, '/Trace');
    const box = p.getByRole('textbox', { name: 'Serie, ASN o número de parte' });
    await box.fill('JRZ1H000006919');
    await box.press('Enter');
    const sent = p.locator('[data-step="transmitted"]').last();
    await expect.poll(() => sent.textContent()).toContain('Resultado HTTP: Entregado a aduanas');
    // A first send is an original, a resend of an ASN the partner accepted a replacement.
    expect(await sent.textContent()).toMatch(/Propósito: (Original|Reemplazo)/);
    expect(await p.locator('[data-step="shipped"]').textContent()).toContain('Estatus: embarcado');
    expect(await englishOn(p, words, 'main')).toEqual([]);

    const { rows, dateFormat } = await downloadedSheet(p, 'Exportar a Excel');
    expect(rows[0]).toEqual(['Rastreo JRZ1H000006919']);
    expect(rows[2]?.slice(0, 4)).toEqual(['Hora', 'Paso', 'Serie / ASN', 'Pantalla']);
    expect(rows.find((r) => r[1] === 'ASN enviado a aduanas')).toContain('Entregado a aduanas');
    expect(dateFormat).toMatch(/^dd\/mm\/yyyy/i);
    // The sheet's own words: its title, headers and steps (the rest is data: 'Truck load', a dock).
    const texts = [rows[0]?.[0], ...(rows[2] ?? []), ...rows.slice(3).map((r) => r[1])].filter(
      (v): v is string => typeof v === 'string',
    );
    expect(texts.flatMap(wordsOf).filter((w) => words.has(w.toLowerCase()))).toEqual([]);
  });
});
