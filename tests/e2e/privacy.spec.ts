import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

/**
 * The clinic's privacy policy (issue 31): in every language, on a 360 px phone, axe clean, no
 * sideways scroll, and its links reached by the keyboard.
 */
const LOCALES = [
  { prefix: '', title: 'Политика конфиденциальности', link: 'Открыть аккаунт' },
  { prefix: '/kk', title: 'Құпиялылық саясаты', link: 'Жеке кабинетті ашу' },
  { prefix: '/uz', title: 'Maxfiylik siyosati', link: 'Shaxsiy kabinetni ochish' },
  { prefix: '/en', title: 'Privacy policy', link: 'Open your account' },
];

test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });

for (const l of LOCALES) {
  test(`${l.prefix || '/ru'}: the demo clinic's privacy policy on a 360 px phone, axe clean, its link reached by keyboard`, async ({ page }) => {
    await page.goto(`${l.prefix}/l/demo-clinic/privacy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.title);
    const policy = page.locator('[data-privacy-policy]');
    await expect(policy.getByRole('heading', { level: 2 })).toHaveCount(5);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    const link = policy.getByRole('link', { name: l.link });
    let focused = false;
    for (let i = 0; i < 60 && !focused; i += 1) {
      await page.keyboard.press('Tab');
      focused = await link.evaluate((element) => element === document.activeElement);
    }
    expect(focused, 'the policy\'s link is reached by Tab').toBe(true);
  });
}
