import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from '@/components/content/rich-text';
import { MEDIA_KEY, publicFileKey } from '@/lib/storage/public-files';
import { docImageSources, docToPlainText, isDocEmpty, plainTextToDoc, richDocSchema, safeImageSrc, safeLinkHref, sanitizeDoc, sanitizeLocalizedDoc } from '@/lib/content/rich-text/doc';

const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const link = (href: string) => ({ type: 'link', attrs: { href, target: '_blank', onclick: 'x()' } });

const hostile = {
  type: 'doc',
  content: [
    { type: 'script', content: [text('alert(1)')] },
    { type: 'iframe', attrs: { src: 'https://evil.example' } },
    { type: 'style', content: [text('body{display:none}')] },
    { type: 'paragraph', attrs: { onclick: 'steal()', style: 'color:red' }, content: [text('<script>alert(1)</script>')] },
    {
      type: 'paragraph',
      content: [
        text('js', [link('javascript:alert(1)')]),
        text('data', [link('data:text/html,<script>alert(1)</script>')]),
        text('vb', [link('vbscript:msgbox(1)')]),
        text('proto', [link('//evil.example/x')]),
        text('tab', [link('java\tscript:alert(1)')]),
        text('ok', [link('https://example.org/a'), { type: 'bold' }, { type: 'code' }, { type: 'textStyle', attrs: { style: 'x' } }]),
      ],
    },
    { type: 'image', attrs: { src: 'data:image/png;base64,AAAA', onerror: 'alert(1)' } },
    { type: 'image', attrs: { src: '/api/uploads/content/0123456789abcdef0123456789abcdef-89abcdef.webp', width: 640, height: 480, onerror: 'alert(1)', alt: 'A photo' } },
    { type: 'heading', attrs: { level: 1 }, content: [text('Title')] },
    { type: 'div', content: [{ type: 'paragraph', content: [text('kept inside a wrapper')] }] },
  ],
};

const OWN = '/api/uploads/content/0123456789abcdef0123456789abcdef-89abcdef.webp';

describe('sanitizeDoc', () => {
  const clean = sanitizeDoc(hostile);
  const json = JSON.stringify(clean);

  it('drops script, iframe and style nodes with their content', () => {
    expect(json).not.toContain('script"');
    expect(json).not.toContain('iframe');
    expect(json).not.toContain('display:none');
  });

  it('drops event handler and style attributes and unknown marks', () => {
    expect(json).not.toMatch(/onclick|onerror|style|"code"|textStyle|target/);
  });

  it('keeps only safe link hrefs', () => {
    expect(json).not.toMatch(/javascript:|vbscript:|data:|\/\/evil/);
    expect(json).toContain('https://example.org/a');
    for (const href of ['https://a.kz', 'http://a.kz/x?y=1', 'mailto:a@b.kz', 'tel:+77273551234', '/l/demo/about']) expect(safeLinkHref(href)).toBe(href);
    for (const href of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil', '/\\evil', 'ftp://x', 'about:blank', 'https://']) expect(safeLinkHref(href)).toBeNull();
  });

  it('keeps only upload and https image sources', () => {
    expect(docImageSources(clean)).toEqual(['/api/uploads/content/0123456789abcdef0123456789abcdef-89abcdef.webp']);
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBeNull();
    expect(safeImageSrc('javascript:alert(1)')).toBeNull();
    expect(safeImageSrc('//evil/x.png')).toBeNull();
    expect(safeImageSrc('/api/uploads/../secret')).toBeNull();
  });

  // issue 27 (High): an image whose src the browser resolves to the sign-in handoff leaks its token to whoever the target is.
  it('refuses a %2e%2e image src into the API and any external image, at save and at render', () => {
    const leaking = '/api/uploads/%2e%2e/auth-handoff/ru?target=https%3A%2F%2Fevil.example%2F';
    for (const src of [
      leaking,
      '/api/uploads/%2E%2E/auth-handoff/ru',
      '/api/uploads/.%2e/auth-handoff/ru',
      '/api/uploads/content/%2e%2e/%2e%2e/auth-handoff/ru',
      '/api/uploads/./content/0123456789abcdef0123456789abcdef-89abcdef.webp',
      `${'/api/uploads/content/0123456789abcdef0123456789abcdef-89abcdef.webp'}?x=1`,
      `${'/api/uploads/content/0123456789abcdef0123456789abcdef-89abcdef.webp'}#x`,
      '/api/uploads/content/%30123456789abcdef0123456789abcdef-89abcdef.webp',
      '/api/uploads/avatars/0123456789abcdef0123456789abcdef-89abcdef.webp',
      '/api/auth-handoff/ru?target=https://evil.example/',
      'https://cdn.example/x.png',
      'https://localhost:3000/api/uploads/content/0123456789abcdef0123456789abcdef-89abcdef.webp',
    ])
      expect(safeImageSrc(src), src).toBeNull();
    // At save: the image is gone from the stored doc.
    const saved = sanitizeDoc({ type: 'doc', content: [{ type: 'image', attrs: { src: leaking } }, { type: 'image', attrs: { src: 'https://cdn.example/x.png' } }] });
    expect(docImageSources(saved)).toEqual([]);
    // At render: a doc stored before the rule (never sanitized again) shows no such image.
    const stored = { type: 'doc', content: [{ type: 'image', attrs: { src: leaking } }, { type: 'image', attrs: { src: 'https://cdn.example/x.png' } }, { type: 'image', attrs: { src: OWN } }] } as never;
    const html = renderToStaticMarkup(createElement(RichText, { doc: stored }));
    expect(html).not.toContain('auth-handoff');
    expect(html).not.toContain('%2e%2e');
    expect(html).not.toContain('cdn.example');
    expect(html).toContain(OWN);
  });

  it('keeps every address our upload code produces, and only those', () => {
    const keys = ['content/0123456789abcdef0123456789abcdef-89abcdef.webp', 'news/0123456789abcdef01234567.png', 'logos/0123456789abcdef0123456789abcdef-89abcdef.png', 'media/12/0123456789abcdef01234567/640.avif'];
    for (const key of keys) {
      expect(publicFileKey(`/api/uploads/${key}`) !== null || MEDIA_KEY.test(key), key).toBe(true);
      expect(safeImageSrc(`/api/uploads/${key}`), key).toBe(`/api/uploads/${key}`);
    }
  });

  it('refuses link hrefs into the API other than upload keys', () => {
    for (const href of ['/api/auth-handoff/ru?target=https://evil.example/', '/l/x/%2e%2e/%2e%2e/api/auth-handoff/ru', '/API/business/x', '/%61pi/auth-handoff/ru', '/api', 'https://clinic.example/api/auth-handoff/ru?target=x', 'https://clinic.example/x/%2e%2e/api/auth-handoff/ru'])
      expect(safeLinkHref(href), href).toBeNull();
    for (const href of [OWN, '/apidocs', '/l/demo/api-guide', 'https://example.org/api/v1']) expect(safeLinkHref(href), href).toBe(href);
  });

  it('keeps literal markup as text, clamps heading levels and unwraps unknown wrappers', () => {
    expect(json).toContain('<script>alert(1)</script>');
    expect(clean.content).toContainEqual({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Title' }] });
    expect(docToPlainText(clean)).toContain('kept inside a wrapper');
  });

  it('is idempotent and never throws on junk', () => {
    expect(sanitizeDoc(clean)).toEqual(clean);
    for (const junk of [null, undefined, 1, 'x', [], { type: 'doc', content: 'x' }, { type: 'doc', content: [null, 1, 'x', { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', attrs: { colspan: 'x' } }] }] }] }])
      expect(() => sanitizeDoc(junk)).not.toThrow();
  });

  it('keeps tables with spans and fills empty cells', () => {
    const doc = sanitizeDoc({ type: 'doc', content: [{ type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableHeader', attrs: { colspan: 2, colwidth: [100] }, content: [] }] }] }] });
    expect(doc.content[0]).toEqual({ type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableHeader', attrs: { colspan: 2 }, content: [{ type: 'paragraph' }] }] }] });
  });

  it('localized docs drop empty locales and unknown keys', () => {
    expect(sanitizeLocalizedDoc({ ru: plainTextToDoc('Текст'), kk: { type: 'doc', content: [] }, xx: plainTextToDoc('x') })).toEqual({ ru: plainTextToDoc('Текст') });
  });

  it('richDocSchema sanitizes what it accepts and refuses a non-doc', () => {
    expect(richDocSchema.parse(hostile)).toEqual(clean);
    expect(richDocSchema.safeParse({ type: 'paragraph', content: [] }).success).toBe(false);
    expect(richDocSchema.safeParse('text').success).toBe(false);
  });
});

describe('plain text', () => {
  it('blank lines make paragraphs, single newlines hard breaks', () => {
    expect(plainTextToDoc('One\nline two\n\n  \nTwo\r\n\r\nThree')).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'One' }, { type: 'hardBreak' }, { type: 'text', text: 'line two' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Two' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Three' }] },
      ],
    });
  });

  it('round-trips through docToPlainText and knows an empty doc', () => {
    expect(docToPlainText(plainTextToDoc('A\nB\n\nC'))).toBe('A\nB\n\nC');
    expect(isDocEmpty(plainTextToDoc('   \n\n  '))).toBe(true);
    expect(isDocEmpty({ type: 'doc', content: [{ type: 'paragraph' }] })).toBe(true);
    expect(isDocEmpty(plainTextToDoc('x'))).toBe(false);
  });
});

describe('RichText', () => {
  it('renders the allow-list only, escaping text, with safe links, lazy sized images and scrollable tables', () => {
    const doc = {
      type: 'doc',
      content: [
        ...hostile.content,
        { type: 'paragraph', content: [text('site', [{ type: 'link', attrs: { href: 'https://example.org' } }])] },
        { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', content: [{ type: 'paragraph', content: [text('cell')] }] }] }] },
      ],
    } as never;
    // Unsanitized input: the renderer itself must not let anything through either.
    const html = renderToStaticMarkup(createElement(RichText, { doc }));
    expect(html).not.toMatch(/<script|<iframe|<style|\son\w+=|javascript:|data:|vbscript:|href="\/\/evil/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer"');
    expect(html).toMatch(/<img[^>]*src="\/api\/uploads\/content\/0123456789abcdef0123456789abcdef-89abcdef\.webp"[^>]*width="640" height="480" loading="lazy"/);
    expect(html).toMatch(/<div class="max-w-full overflow-x-auto"[^>]*><table/);
  });
});
