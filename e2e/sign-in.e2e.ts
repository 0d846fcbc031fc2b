import { messages } from '@fgss/contracts';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.js';
import { chooseServer, fillLogin, PASSWORD, submitLogin } from './support/sign-in.js';

describe('signing in', () => {
  const { page } = useBrowser();

  it('signs the planner in to the chosen plant server and shows it in the footer', async () => {
    const p = page();
    await fillLogin(p, 'planner', 'FGSSMX01');
    await submitLogin(p);
    await p.waitForURL(/\/home$/);
    await p.getByText('FGSSMX01').first().waitFor();
    await screenshot(p, 'home-planner');
  });

  it('gives each call its own request id, which the gateway answers with, to follow in the logs', async () => {
    const p = page();
    const calls: { sent?: string; answered?: string }[] = [];
    p.on('response', (res) => {
      if (new URL(res.url()).pathname.startsWith('/trpc/'))
        calls.push({ sent: res.request().headers()['x-request-id'], answered: res.headers()['x-request-id'] });
    });
    await fillLogin(p, 'planner', 'FGSSMX01');
    await submitLogin(p);
    await p.waitForURL(/\/home$/);
    expect(calls.length).toBeGreaterThan(2);
    for (const call of calls) {
      expect(call.sent).toMatch(/^[0-9a-f]{32}$/);
      expect(call.answered).toBe(call.sent);
    }
    expect(new Set(calls.map((c) => c.sent)).size).toBe(calls.length);
  });

  it('signs in with Enter from the password field', async () => {
    const p = page();
    await fillLogin(p, 'viewer', 'FGSSUS01');
    await p.getByLabel('Password').press('Enter');
    await p.waitForURL(/\/home$/);
    await p.getByText('FGSSUS01').first().waitFor();
  });

  it('lists the typed user’s favourite server first, starred and chosen', async () => {
    const p = page();
    await p.goto('/login');
    // viewer's one favourite is FGSSUS01, whose zone (North America) sorts last by name.
    await p.getByRole('textbox', { name: 'Username' }).fill('viewer');
    await expect.poll(() => p.getByRole('textbox', { name: 'Server name' }).inputValue()).toBe('FGSSUS01');
    await p.getByRole('textbox', { name: 'Server name' }).click();
    const options = p.getByRole('option');
    await options.first().waitFor();
    expect(await options.allInnerTexts()).toEqual(['FGSSUS01', 'FGSSCENTRAL', 'FGSSMX01']);
    await p.getByRole('option', { name: 'FGSSUS01' }).getByLabel('Favourite').waitFor();
  });

  it('sends a user whose password expired to change password', async () => {
    const p = page();
    await fillLogin(p, 'expired', 'FGSSMX01');
    await submitLogin(p);
    await p.waitForURL(/\/change-password\/1$/);
    await p.getByLabel('Old Password').waitFor();
    // The user and server are carried over from the login.
    await p.getByText('expired · FGSSMX01').waitFor();
  });

  it('refuses the admin login to a user who is not SUPER and returns to login', async () => {
    const p = page();
    await p.goto('/login-admin');
    await p.getByRole('textbox', { name: 'Username' }).fill('planner');
    await p.getByLabel('Password').fill(PASSWORD);
    await p.getByRole('button', { name: 'Sign in' }).click();
    await p.getByText('Username has not administrator rights, you have been redirected to login page').waitFor();
    await p.waitForURL(/\/login$/);
    expect(await p.evaluate(() => globalThis.sessionStorage.getItem('fgss.session'))).toBeNull();
  });

  it('takes a SUPER user from the admin login to the server status grid', async () => {
    const p = page();
    await p.goto('/login-admin');
    await p.getByRole('textbox', { name: 'Username' }).fill('admin');
    await p.getByLabel('Password').fill(PASSWORD);
    await p.getByRole('button', { name: 'Sign in' }).click();
    await p.waitForURL(/\/serverStatus$/);
    await p.getByRole('cell', { name: 'FGSSUS01' }).waitFor();
    await screenshot(p, 'server-status');
  });

  it('shows the wrong-password message and keeps the user on the login page', async () => {
    const p = page();
    await fillLogin(p, 'planner', 'FGSSMX01', 'not-the-password1');
    await submitLogin(p);
    await p.getByText('Invalid username or password').waitFor();
    expect(new URL(p.url()).pathname).toBe('/login');
  });

  it('sends a signed-out visitor of a signed-in route to login', async () => {
    const p = page();
    await p.goto('/LocationMaster');
    await p.waitForURL(/\/login$/);
  });

  it("says the spec's reset and change-password failures when the plant cannot be reached, not a time-out", async () => {
    const p = page();
    // The network drops both calls, as a plant link that is down does.
    await p.route(/\/trpc\/auth\.authentication\.(resetPassword|changePassword)/, (route) => route.abort('failed'));
    await p.goto('/reset-password');
    await p.getByRole('textbox', { name: 'Email or username' }).fill('planner');
    await chooseServer(p, 'Server name', 'FGSSMX01');
    await p.getByRole('button', { name: 'Send reset code' }).click();
    await p.getByText(messages.resetFailed).waitFor();
    expect(await p.getByText(messages.gatewayTimeout).count()).toBe(0);

    await p.goto('/change-password/A1B2C3');
    await p.getByRole('textbox', { name: 'Username' }).fill('planner');
    await chooseServer(p, 'Server name', 'FGSSMX01');
    await p.getByLabel('Old Password').fill(PASSWORD);
    await p.getByLabel('New password').fill('Fgss.2027!');
    await p.getByLabel('Confirm password').fill('Fgss.2027!');
    await p.getByRole('button', { name: 'Change password' }).click();
    await p.getByText(messages.changeFailed).waitFor();
    expect(await p.getByText(messages.gatewayTimeout).count()).toBe(0);
  });
});
