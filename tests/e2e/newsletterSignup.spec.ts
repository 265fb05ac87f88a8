import { readOnlySqlite } from '../../test-support/readOnlySqlite';
import path from 'node:path';
import { ownServer } from './ownServer';
import { expect, test } from './fixtures';

const EMAIL = `reader-${Date.now()}@example.test`;

test.describe('newsletter sign-up', () => {
  const server = ownServer();
  test.beforeAll(() => server.start());
  test.afterAll(() => server.stop());

  test('a bad email gets a field error; a good one is stored, confirmed, and survives a restart', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${server.base}/newsletter/`);
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    const email = form.getByLabel('Email address');

    await email.fill('not-an-email');
    await form.getByLabel(/I agree to receive/).check();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByRole('alert')).toHaveText('Email must be a valid email address.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill(EMAIL);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('status')).toContainText('confirmation email');

    await server.stop();
    await server.start();

    // The row is on disk, pending until its link is opened; the "mail" is its outbox row (the
    // log names the row, never the link).
    const db = readOnlySqlite(path.join(server.dataDir, 'portal.sqlite'));
    // all(), not get(): libsql's get() adds a _metadata field to the row.
    const [row] = db.prepare('SELECT confirmed FROM signups WHERE email = ?').all(EMAIL);
    const [mail] = db.prepare('SELECT link FROM signup_outbox WHERE email = ?').all(EMAIL) as {
      link: string;
    }[];
    db.close();
    expect(row).toEqual({ confirmed: 0 });
    const confirmation = mail.link;
    expect(confirmation).toMatch(
      new RegExp(`^${server.base}/api/newsletter-signup/confirm\\?token=[\\w-]+$`),
    );
    expect(server.log()).toContain('confirmation mail queued');
    expect(server.log()).not.toContain(new URL(confirmation).searchParams.get('token')!);
    await page.goto(confirmation);
    await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
    // the site's header and a styled card, not a bare page
    await expect(page.getByRole('link', { name: 'Developer Center' })).toBeVisible();
    await expect(page.locator('main.message--success')).toHaveCSS('border-left-style', 'solid');
    // a damaged link: a page that says what to do, never raw JSON
    await page.goto(confirmation.replace(/token=.*/, 'token=broken'));
    await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('"message"');

    // Reset, then the same address again: no duplicate.
    await page.goto(`${server.base}/newsletter/`);
    await form.getByLabel('Email address').fill(EMAIL.toUpperCase());
    await form.getByLabel(/I agree to receive/).check();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByRole('alert')).toHaveText('This address is already signed up.');
  });
});
