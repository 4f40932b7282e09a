// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { ApiForm } from '@/components/forms/api-form';
import { CheckboxGroupField, TextField } from '@/components/forms/fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';

// The kit on its own: a one-field form whose schema speaks in codes, as the server's do.
const schema = z.object({ code: z.string().trim().min(1, { error: 'required' }).regex(/^\d{6}$/, { error: 'invalid_code' }) });
const texts = { required: 'Fill it in', invalid_code: 'Six digits', invalid: 'Check it', unknown: 'Could not send', network: 'Offline', summary: 'Fix the form', rate_limited: 'Slow down' };

let answer: () => Response = () => HttpResponse.json({ data: true });
let sent: unknown[] = [];
const server = setupServer(
  http.post(apiUrl('/front/v1/code'), async ({ request }) => {
    sent.push(await request.json());
    return answer();
  }),
);

const loadSchema = vi.fn(async () => schema);

function CodeForm() {
  const form = useApiForm<{ code: string; extra: string }>({ fields: ['code'], schema: loadSchema, path: '/front/v1/code', errorTexts: texts, formCodes: { rate_limited: 'rate_limited' } });
  if (form.status === 'done') return <p>sent</p>;
  return (
    <ApiForm form={form} submit="Send" submitting="Sending">
      <TextField {...form.field('code')} label="Code" />
    </ApiForm>
  );
}

// A checkbox group (the staff page's permissions): several boxes under one name, one disabled.
const groupSchema = z.object({ picks: z.array(z.string(), { error: 'invalid_type' }).min(1, { error: 'required' }) });
function GroupForm() {
  const form = useApiForm<{ picks: string[] }>({ fields: ['picks'], schema: async () => groupSchema, path: '/front/v1/code', errorTexts: texts });
  if (form.status === 'done') return <p>sent</p>;
  return (
    <ApiForm form={form} submit="Send" submitting="Sending">
      <CheckboxGroupField
        {...form.field('picks')}
        legend="Picks"
        options={[
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B', defaultChecked: true },
          { value: 'c', label: 'C' },
          { value: 'd', label: 'D', disabled: true, defaultChecked: true },
        ]}
      />
    </ApiForm>
  );
}

// Texts per language (the news editor): fields named `title.ru`, `title.kk` are the body's `title: { ru, kk }`.
const nestedSchema = z.object({ title: z.object({ ru: z.string().trim().min(1, { error: 'required' }), kk: z.string().optional() }) });
function NestedForm() {
  const form = useApiForm<{ title: { ru: string; kk: string } }>({ fields: ['title.ru', 'title.kk'] as never[], schema: async () => nestedSchema, path: '/front/v1/code', errorTexts: texts });
  if (form.status === 'done') return <p>sent</p>;
  return (
    <ApiForm form={form} submit="Send" submitting="Sending">
      <TextField {...form.field('title.ru' as never)} label="Title ru" />
      <TextField {...form.field('title.kk' as never)} label="Title kk" />
    </ApiForm>
  );
}

const renderForm = () =>
  render(
    <WithApi>
      <CodeForm />
    </WithApi>,
  );
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const errorOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

serveFormApi(server);
beforeEach(() => {
  sent = [];
  answer = () => HttpResponse.json({ data: true });
  loadSchema.mockClear();
});
afterEach(() => cleanup());

describe('the form kit (useApiForm + fields)', () => {
  it('in the server’s HTML the submit button is disabled: it waits for the script', () => {
    const html = renderToString(
      <WithApi>
        <CodeForm />
      </WithApi>,
    );
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(html).toContain('method="post"');
  });

  it('the schema, and zod with it, loads on the first focus in the form, not with the page', async () => {
    renderForm();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadSchema).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByLabelText('Code'));
    expect(loadSchema).toHaveBeenCalled();
  });

  it('client-side: the schema’s codes become the field’s error in the form’s language', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '12a' } });
    submit();
    await waitFor(() => expect(errorOf(screen.getByLabelText('Code'))).toBe('Six digits'));
    expect(screen.getByRole('alert').textContent).toBe('Fix the form');
    expect(sent).toEqual([]);
    // Corrected, the error goes as the visitor types.
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    await waitFor(() => expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBeNull());
  });

  it('server-side: a field code is shown at its field, an unknown code as the field’s fallback', async () => {
    answer = () => HttpResponse.json({ error: { code: 'invalid_input', message: 'Bad', fields: { code: ['code_expired'] } } }, { status: 400 });
    renderForm();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    submit();
    await waitFor(() => expect(errorOf(screen.getByLabelText('Code'))).toBe('Check it'));
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
    expect(sent).toEqual([{ code: '123456' }]);
  });

  it('server-side: errors only for fields the form does not show, or unknown codes, read “could not send”', async () => {
    answer = () => HttpResponse.json({ error: { code: 'invalid_input', message: 'Bad', fields: { COMPANY_CODE: ['required'] } } }, { status: 400 });
    renderForm();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Could not send'));
    answer = () => HttpResponse.json({ error: { code: 'teapot', message: 'Teapot' } }, { status: 418 });
    submit();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(screen.getByRole('alert').textContent).toBe('Could not send');
  });

  it('a form code is the form’s message even when the server also names fields', async () => {
    answer = () => HttpResponse.json({ error: { code: 'rate_limited', message: 'Too many', fields: { code: ['rate_limited'] } } }, { status: 429 });
    renderForm();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Slow down'));
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBeNull();
  });

  it('no connection: a schema that cannot load, or a request that does not arrive, reads “offline”; the next try works', async () => {
    loadSchema.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    renderForm();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Offline'));
    answer = () => HttpResponse.error();
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('alert').textContent).toBe('Offline');
    answer = () => HttpResponse.json({ data: true });
    submit();
    await screen.findByText('sent');
  });

  it('a checkbox group ticked before the engine loads keeps the choices and is sent as the list of its ticked, enabled boxes', async () => {
    render(
      <WithApi>
        <GroupForm />
      </WithApi>,
    );
    const box = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
    fireEvent.focus(box('A'));
    fireEvent.click(box('A'));
    fireEvent.click(box('C'));
    fireEvent.click(box('B'));
    submit();
    await screen.findByText('sent');
    expect(sent).toEqual([{ picks: ['a', 'c'] }]);
  });

  it('a checkbox group with nothing ticked is the schema’s “required” at the group', async () => {
    render(
      <WithApi>
        <GroupForm />
      </WithApi>,
    );
    fireEvent.focus(screen.getByLabelText('B'));
    fireEvent.click(screen.getByLabelText('B'));
    submit();
    await waitFor(() => expect(errorOf(screen.getByRole('group', { name: 'Picks' }))).toBe('Fill it in'));
    expect((screen.getByLabelText('B') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('D') as HTMLInputElement).checked).toBe(true);
    expect(sent).toEqual([]);
  });

  it('nested fields: the schema’s and the server’s errors for `title.ru` and `title.kk` show at those fields, and the body is nested', async () => {
    answer = () => HttpResponse.json({ error: { code: 'invalid_input', message: 'Bad', fields: { 'title.kk': ['required'] } } }, { status: 400 });
    render(
      <WithApi>
        <NestedForm />
      </WithApi>,
    );
    fireEvent.focus(screen.getByLabelText('Title ru'));
    submit();
    await waitFor(() => expect(errorOf(screen.getByLabelText('Title ru'))).toBe('Fill it in'));
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText('Title ru'), { target: { value: 'Жаңалық' } });
    submit();
    await waitFor(() => expect(errorOf(screen.getByLabelText('Title kk'))).toBe('Fill it in'));
    expect(screen.getByLabelText('Title ru').getAttribute('aria-invalid')).toBeNull();
    expect(sent).toEqual([{ title: { ru: 'Жаңалық', kk: '' } }]);
  });
});
