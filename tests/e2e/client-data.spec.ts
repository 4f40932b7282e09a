import { expect, test, type Page } from '@playwright/test';
import { waitForSiteRuntime } from './helpers';

// DESIGN "Budgets": React Query, forms and dialogs load only where used. Each library is
// recognised in a loaded script by a string of its own source.
const LIBRARIES = { 'React Query': 'No QueryClient set', 'react-hook-form': 'shouldUnregister', zod: '$ZodType' } as const;
type Library = keyof typeof LIBRARIES;

/** The libraries among the scripts the page loads, from now on. */
function watchLibraries(page: Page) {
  const loaded = new Set<Library>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response.text().then(
        (body) => {
          for (const [name, marker] of Object.entries(LIBRARIES)) if (body.includes(marker)) loaded.add(name as Library);
        },
        () => undefined,
      ),
    );
  });
  /** Once the page is quiet: every script that arrived has been read. */
  const settled = async () => {
    await page.waitForLoadState('networkidle');
    await Promise.all(reading);
    return [...loaded];
  };
  return { settled, loaded };
}

const all = Object.keys(LIBRARIES).sort();

test.describe('the client data layer loads with the first use, never with a public page', () => {
  test('a signed-out visitor on a company home gets none of it, even once the page has settled; opening sign-in loads it', async ({ page }) => {
    const libraries = watchLibraries(page);
    await page.goto('/l/demo-clinic');
    await waitForSiteRuntime(page);
    expect(await libraries.settled()).toEqual([]);

    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('dialog', { name: 'Вход в аккаунт' })).toBeVisible();
    await expect.poll(async () => (await libraries.settled()).sort()).toEqual(all);
  });

  test('a form page carries only its fields: the engine and zod arrive with the first focus, and typing meanwhile is kept', async ({ page }) => {
    const libraries = watchLibraries(page);
    await page.goto('/l/demo-clinic/appointment');
    await waitForSiteRuntime(page);
    expect(await libraries.settled()).toEqual([]);

    const name = page.getByRole('main').getByLabel('Ваше имя');
    await name.pressSequentially('Асель', { delay: 20 });
    await expect.poll(async () => (await libraries.settled()).sort()).toEqual(all);
    await expect(name).toHaveValue('Асель');
  });
});
