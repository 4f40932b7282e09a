// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/components/pro/confirm-dialog';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { clientNamespaces } from '@/lib/i18n/message-files';
// The jsdom polyfills Radix needs, and cleanup after each test.
import './helpers/ui-test-env';

// The /pro "are you sure?" dialog, with exactly the texts the pro layout sends to the browser.

const PRO_LAYOUT_SHARED = ['Auth', 'Ui', 'FormErrors', 'Common'];
const CANCEL: Record<Locale, string> = { ru: 'Отмена', kk: 'Бас тарту', uz: 'Bekor qilish', en: 'Cancel' };

function renderDialog(locale: Locale) {
  const onOpenChange = vi.fn();
  const onConfirm = vi.fn();
  render(
    <NextIntlClientProvider locale={locale} messages={clientNamespaces(locale, ['Business'], PRO_LAYOUT_SHARED)} timeZone="Asia/Almaty">
      <ConfirmDialog open onOpenChange={onOpenChange} title="Удалить рубрику «Акции»?" text="Страница /news/akcii пропадёт." confirm="Удалить рубрику" busy={false} onConfirm={onConfirm} />
    </NextIntlClientProvider>,
  );
  return { onOpenChange, onConfirm };
}

describe('ConfirmDialog', () => {
  it.each(LOCALES)('%s: its Cancel button is labelled from the shared /pro texts and closes the dialog', (locale) => {
    const { onOpenChange, onConfirm } = renderDialog(locale);
    fireEvent.click(screen.getByRole('button', { name: CANCEL[locale] }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('the confirm button runs the step', () => {
    const { onConfirm } = renderDialog('ru');
    fireEvent.click(screen.getByRole('button', { name: 'Удалить рубрику' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
