// The Account page's Notifications section, and a claim told by the Cloud Function the stack runs (the browser tests'
// emulators run the deployed functions' handlers: docs/deploy.md, The same functions on the emulators).
import { expect, test } from './clock';
import { reseed, writeAsBackend } from '../support/demo';
import { signIn } from './helpers';
import { storedDoc } from './offline';

test.beforeEach(async () => {
  await reseed();
});

const text = (v: { stringValue?: string } | undefined) => v?.stringValue;

test('Dana turns off the daily summary and chooses text messages to a US number; a claim is then texted', async ({
  page,
}) => {
  await signIn(page, 'facility@shiftcover.test', { at: '/pages/settings' });
  const section = page.getByRole('form', { name: 'Notifications' });
  // the demo: every kind on, by email
  for (const kind of ['Shift claimed', 'Shift released', 'Late or no-show', 'Credential problems', 'Daily summary'])
    await expect(section.getByLabel(kind)).toBeChecked();
  await expect(section.getByLabel('Email')).toBeChecked();
  const save = section.getByRole('button', { name: 'Save notifications' });
  await expect(save).toBeDisabled();

  await section.getByLabel('Daily summary').uncheck();
  await section.getByLabel('Text message').check();
  const mobile = section.getByLabel('Mobile phone');
  await mobile.fill('555-0147');
  await mobile.blur();
  await expect(section.getByText('Enter a US mobile number, like 608-555-0147')).toBeVisible();
  await mobile.fill('608-555-0147');
  await save.click();
  await expect(page.getByText('Saved notification settings')).toBeVisible();

  const dana = await storedDoc('user/uid-dana');
  expect([text(dana?.notifications), text(dana?.contactOptions), text(dana?.mobilePhone)]).toEqual([
    'claimed,released,late,credentials',
    'sms-option',
    '+16085550147',
  ]);
  await page.reload();
  await expect(section.getByLabel('Daily summary')).not.toBeChecked();
  await expect(section.getByLabel('Shift claimed')).toBeChecked();
  await expect(section.getByLabel('Mobile phone')).toHaveValue('(608) 555-0147');

  // a worker claims a Maple Grove shift next month (beyond the Alerts' shift listener): the function texts Dana
  const start = new Date(Date.now() + 30 * 86_400_000);
  const posted = {
    facilityIdentifier: 'maple-grove',
    nurseType: 'CNA',
    status: 'active',
    isFree: true,
    nurseId: '',
    start,
    end: new Date(start.getTime() + 8 * 3_600_000),
  };
  await writeAsBackend([{ path: 'shifts/notify-e2e', data: posted }]);
  await writeAsBackend([{ path: 'shifts/notify-e2e', data: { ...posted, isFree: false, nurseId: 'worker-1' } }]);
  await expect
    .poll(async () => text((await storedDoc('messages/claimed-notify-e2e-worker-1~uid-dana'))?.to), { timeout: 20_000 })
    .toBe('+16085550147');
  const body = text((await storedDoc('messages/claimed-notify-e2e-worker-1~uid-dana'))?.body) ?? '';
  expect(body).toContain('claimed the CNA shift at Maple Grove Care Center');
  expect(body).toContain('/shift-details/notify-e2e');
  expect(await storedDoc('mail/claimed-notify-e2e-worker-1~uid-dana')).toBeNull();
});
