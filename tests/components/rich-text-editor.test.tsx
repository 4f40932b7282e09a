// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import RichTextEditorImpl from '@/components/pro/editor/rich-text-editor-impl';
import { plainTextToDoc, type RichDoc } from '@/lib/content/rich-text/doc';
import { MESSAGES } from '@/lib/i18n/message-files';
import './helpers/ui-test-env';

// The rich text editor (components/pro/editor): a labelled textbox, a toolbar of labelled toggles, the link field refusing bad schemes.
describe('RichTextEditor', () => {
  it('shows the value, names its area, toggles marks and refuses a javascript: link', async () => {
    const onChange = vi.fn<(doc: RichDoc) => void>();
    render(
      <NextIntlClientProvider locale="en" messages={MESSAGES.en}>
        <RichTextEditorImpl id="body-ru" label="Text" value={plainTextToDoc('Hello world')} onChange={onChange} lang="ru" />
      </NextIntlClientProvider>,
    );
    const box = await screen.findByRole('textbox', { name: 'Text' });
    expect(box.id).toBe('body-ru');
    expect(box.textContent).toContain('Hello world');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Text' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    expect(bold.tabIndex).toBe(0);
    expect(within(toolbar).getByRole('button', { name: 'Italic' }).tabIndex).toBe(-1);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const field = await screen.findByLabelText('Link address');
    fireEvent.change(field, { target: { value: 'javascript:alert(1)' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(await screen.findByText(/Enter an address starting with/)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(onChange.mock.calls.every(([doc]) => !JSON.stringify(doc).includes('javascript:'))).toBe(true));
  });
});
