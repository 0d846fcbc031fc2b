import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { checkStartDateFilter, dayText, searchedCells, typeDates, typeLastFourWeeks } from './support/dates.js';
import { signInSpanish } from './support/sign-in.js';

/** A plant user whose browser speaks Spanish. */
describe('a Spanish browser', () => {
  const { page } = useBrowser({ locale: 'es-MX' });

  it('keeps Spanish and day-first dates after sign-in, in the kits and screens, until the profile changes them', async () => {
    const p = page();
    await signInSpanish(p);
    const stored = await p.evaluate(() => JSON.parse(sessionStorage.getItem('fgss.session') ?? '{}').userData);
    expect({ language: stored.language, formatDate: stored.formatDate }).toEqual({
      language: 'ES',
      formatDate: 'dd/MM/yyyy',
    });

    // The master-grid kit's toolbar and the plant selector.
    await p.goto('/DockMaster');
    await p.getByRole('button', { name: 'Agregar' }).waitFor();
    await p.getByRole('button', { name: 'Exportar a Excel' }).waitFor();
    await p.getByRole('tab', { name: 'Muelles de partes' }).waitFor();
    await p.getByRole('textbox', { name: 'Planta' }).waitFor();

    // A refused grid save lists every message in the order of the columns,
    // the entity's row rules (serial number length) beside the field rules.
    await p.goto('/HarnessLabelFormatMaster');
    await p.getByRole('cell', { name: 'CMP_FORD', exact: true }).waitFor();
    // The pager's icon buttons and page numbers are named in Spanish.
    const pager = p.locator('.mantine-Pagination-root');
    await pager.getByRole('button', { name: 'Página 1', exact: true }).waitFor();
    await pager.getByRole('button', { name: 'Ir a la página siguiente', exact: true }).waitFor();
    await p.getByRole('button', { name: 'Agregar' }).click();
    const row = p.locator('tbody tr').first();
    for (const [label, text] of [
      ['Velocidad', '11'],
      ['Longitud del no. de serie', '1200'],
    ] as const) {
      await row.getByRole('textbox', { name: label, exact: true }).fill(text);
      await row.getByRole('textbox', { name: label, exact: true }).press('Enter');
    }
    await p.getByRole('button', { name: 'Guardar' }).click();
    const list = p.getByTestId('save-errors');
    await list.getByText('No se guardó. Valores por corregir: 5').waitFor();
    expect(await list.getByRole('listitem').allInnerTexts()).toEqual([
      'Fila nueva 1 · Formato de etiqueta: El campo Formato de etiqueta es obligatorio',
      'Fila nueva 1 · Nombre del reporte: El campo Nombre del reporte es obligatorio',
      'Fila nueva 1 · Grupo de clientes: El campo Grupo de clientes es obligatorio',
      'Fila nueva 1 · Longitud del no. de serie: El rango de valores es de 0 a 999',
      'Fila nueva 1 · Velocidad: El campo Velocidad debe estar entre 2 y 10',
    ]);
    await screenshot(p, 'harness-label-format-refused-es');

    // The rework and DOI screens read the one catalogue too.
    await p.goto('/DOIMaintenance');
    await p.getByRole('button', { name: 'Agregar fila' }).waitFor();
    await p.getByRole('radio', { name: 'Reservar' }).waitFor();
    await p.goto('/HarnessLabelRelabel');
    await p.getByRole('heading', { name: 'Reetiquetado de arnés' }).waitFor();

    // Dates in the user's order: 2026-01-05 is 05/01/2026.
    await p.goto('/tasks');
    await p.getByRole('cell', { name: '05/01/2026' }).first().waitFor();
    await screenshot(p, 'tasks-es');

    // The profile changes both, at once.
    await p.goto('/profile');
    await expect
      .poll(() => p.getByRole('textbox', { name: 'Formato de fecha', exact: true }).inputValue())
      .toBe('dd/MM/yyyy');
    // The profile's own fields are named in Spanish too.
    await expect.poll(() => p.getByRole('textbox', { name: 'Nombre de usuario' }).inputValue()).toBe('planner');
    await p.getByRole('textbox', { name: 'Idioma', exact: true }).click();
    await p.getByRole('option', { name: 'Inglés' }).click();
    await p.getByRole('button', { name: 'Save' }).waitFor();
    await expect.poll(() => p.getByRole('textbox', { name: 'Date format' }).inputValue()).toBe('MM/dd/yyyy');
    await p.goto('/tasks');
    await p.getByRole('cell', { name: '01/05/2026' }).first().waitFor();
  });

  it('shows report dates day-first, reads typed dates day-first in date filters, and labels the print panel in Spanish', async () => {
    const p = page();
    await signInSpanish(p);

    // A date filter takes any typed form of the date (spec 1 section 5), day first: 5/1/26 is 5 January.
    await checkStartDateFilter(p, {
      placeholder: 'Filtrar por Fecha de inicio',
      typed: ['5/1/26', '2026-1-5', '05.01.2026'],
      shown: '05/01/2026',
      impossible: '31/02/2026',
      invalid: 'El valor debe ser una fecha válida',
    });

    // Report grids show the services' dates and times in dd/MM/yyyy, whole.
    await p.goto('/LabelPrintedbutnotShippedReport');
    // Search held by the date rules says why, in Spanish.
    const search = p.getByRole('button', { name: 'Buscar', exact: true });
    for (const [from, to, message] of [
      ['10/03/2026', '09/03/2026', 'La fecha desde no puede ser posterior a la fecha hasta.'],
      ['10/03/2026', '10/12/2026', '¡El rango de fechas no puede ser mayor de 182 días!'],
      ['31/12/1999', '10/12/2026', 'La fecha no puede ser anterior al 01/01/2000.'],
    ] as const) {
      await typeDates(p, ['Fecha desde', 'Fecha hasta'], [from, to]);
      await p.getByText(message).waitFor();
      expect(await search.isDisabled()).toBe(true);
    }
    await typeLastFourWeeks(p, ['Fecha desde', 'Fecha hasta'], 'DMY');
    const cells = await searchedCells(p, 'Buscar');
    // The report's columns are headed in Spanish.
    const headers = await p.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['Número de serie', 'Fecha de impresión', 'Impreso por']));
    // Labels printed in the window read as its days, day first (month first, a day of it would not match).
    const window = Array.from({ length: 28 }, (_, n) => dayText(n, 'DMY'));
    expect(cells.some((c) => window.includes(c.slice(0, 10)))).toBe(true);
    expect(cells.filter((c) => /\d{4}-\d{2}-\d{2}/.test(c))).toEqual([]);

    // Zebra Label Printing asks for copies, in the user's language.
    await p.goto('/ZebraLabelPrinting');
    const panel = p.getByRole('region', { name: 'Panel de impresión' });
    await panel.getByRole('textbox', { name: 'Núm. de copias' }).waitFor();
    await panel.getByRole('textbox', { name: 'Cantidad de etiquetas' }).waitFor();
  });
});

describe('a Spanish browser, on the texts of the spec', () => {
  const { page } = useBrowser({ locale: 'es-MX' });

  it("names the menu, a master's columns and its messages in Spanish", async () => {
    const p = page();
    await signInSpanish(p, 'admin');
    // The menu's groups and screens by their key, in Spanish; the screen's title the same.
    const menu = p.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByText('Maestros de configuración', { exact: true }).click();
    await menu.getByRole('link', { name: 'Maestro de ubicaciones', exact: true }).click();
    await p.getByRole('heading', { name: 'Maestro de ubicaciones' }).waitFor();
    await menu.getByText('Reportes MIS', { exact: true }).waitFor();

    // The entity's labels head the columns.
    const fg01 = p.getByRole('row').filter({ has: p.getByRole('checkbox', { name: 'Predeterminada', checked: true }) });
    await fg01.getByRole('cell', { name: 'FG01', exact: true }).waitFor();
    const headers = await p.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(
      expect.arrayContaining(['Código de ubicación', 'Nombre de la ubicación', 'Predeterminada']),
    );

    // The spec's message in a toast.
    await fg01.getByRole('button', { name: 'Eliminar' }).click();
    await p.getByText('La ubicación predeterminada no se puede eliminar').waitFor();

    // A save: the confirmation, the service's refusal and its success toast.
    await p.getByPlaceholder('Buscar...').fill('SHIP2');
    const ship2 = p.getByRole('row').filter({ has: p.getByRole('cell', { name: 'SHIP2', exact: true }) });
    const name = ship2.getByRole('textbox', { name: 'Nombre de la ubicación' });
    await name.fill('Andén de salida dos');
    await name.press('Enter');
    await p.getByRole('button', { name: 'Agregar' }).click();
    const added = p.locator('tbody tr').first();
    await added.getByRole('textbox', { name: 'Código de ubicación' }).pressSequentially('FG01');
    await added.getByRole('textbox', { name: 'Nombre de la ubicación' }).pressSequentially('Otro FG01');
    await added.getByRole('textbox', { name: 'Nombre de la ubicación' }).press('Enter');
    await p.getByRole('button', { name: 'Guardar' }).click();
    await p.getByText('¿Seguro que desea guardar?').waitFor();
    await p.getByRole('button', { name: 'Sí', exact: true }).click();
    await p.getByTestId('refused-changes').getByText('[20007] ¡El registro ya existe!').waitFor();
    await p.getByText('Guardado correctamente').waitFor();
    await screenshot(p, 'location-master-es');
  });
});
