// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandColourField } from '@/components/pro/settings/brand-colour-field';
import { isReadableOnWhite } from '@/lib/tenants/brand-colour';
import ru from '@/messages/ru.json';

// Issue 31: the brand colour field says as it is typed whether the colour is readable on white
// (AA 4.5:1), and offers the nearest darker shade, which one click puts in the field.
afterEach(cleanup);

function renderField(defaultValue = '') {
  const onChange = vi.fn();
  render(
    <NextIntlClientProvider locale="ru" messages={{ BusinessSettings: ru.BusinessSettings }}>
      <BrandColourField binding={{ id: 'brand', name: 'BRAND_COLOR', onChange }} defaultValue={defaultValue} />
    </NextIntlClientProvider>,
  );
  return { input: screen.getByLabelText('Фирменный цвет') as HTMLInputElement, onChange };
}

describe('BrandColourField', () => {
  it('a readable colour shows its sample and contrast, and no warning', () => {
    renderField('#0F766E');
    expect(screen.getByText(/Контрастность с белым: 5,4:1/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a too light colour is flagged with the nearest darker shade; one click puts it in the field for the form', () => {
    const { input, onChange } = renderField();
    fireEvent.change(input, { target: { value: '#22C55E' } });
    expect(screen.getByText(/слишком светлый для текста на белом/)).toBeTruthy();
    const use = screen.getByRole('button', { name: /^Взять #[0-9A-F]{6}$/ });
    const suggested = use.textContent!.replace('Взять ', '');
    fireEvent.click(use);
    expect(input.value).toBe(suggested);
    expect(isReadableOnWhite(suggested.toLowerCase())).toBe(true);
    // The form kit hears it as typing (react-hook-form's onChange).
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ target: input }));
    expect(screen.queryByText(/слишком светлый/)).toBeNull();
  });
});
