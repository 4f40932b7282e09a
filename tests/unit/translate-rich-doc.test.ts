import { describe, expect, it } from 'vitest';
import type { RichDoc } from '@/lib/i18n/rich-doc';
import type { TranslationProvider } from '@/lib/translate/provider';
import { docTexts, translateDocs, withDocTexts } from '@/lib/translate/rich-doc';

const DICTIONARY: Record<string, string> = { 'О клинике': 'About the clinic', Мы: 'We', лечим: 'treat', 'детей.': 'children.', Запись: 'Booking', Приём: 'Visit', Цена: 'Price', Терапевт: 'Therapist' };

const dictionary: TranslationProvider = {
  name: 'google',
  limits: { chars: 5000, items: 128 },
  async translateBatch(texts) {
    return texts.map((text) => DICTIONARY[text] ?? `?${text}`);
  },
};

const DOC: RichDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'О клинике' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Мы ' },
        { type: 'text', text: 'лечим', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' ' },
        { type: 'text', text: 'детей.', marks: [{ type: 'link', attrs: { href: '/doctors' } }] },
        { type: 'hardBreak' },
      ],
    },
    { type: 'image', attrs: { src: '/api/uploads/a.webp', alt: 'Холл' } },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Запись', marks: [{ type: 'italic' }] }] }] }] },
    {
      type: 'table',
      content: [{ type: 'tableRow', content: [{ type: 'tableHeader', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Приём' }] }] }, { type: 'tableCell', attrs: { colspan: 2 }, content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Цена' }] }] }] }],
    },
  ],
};

describe('machine drafts of rich text: text nodes mapped, structure and marks kept (issue 31)', () => {
  it('docTexts lists every text node in document order, the blank one too', () => {
    expect(docTexts(DOC)).toEqual(['О клинике', 'Мы ', 'лечим', ' ', 'детей.', 'Запись', 'Приём', 'Цена']);
  });

  it('withDocTexts puts texts back into the same nodes and leaves the input untouched', () => {
    const copy = withDocTexts(DOC, ['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(docTexts(copy)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(docTexts(DOC)[0]).toBe('О клинике');
  });

  it('translateDocs translates each text node, keeps spaces, marks, the link, the heading level, the image and the table', async () => {
    const [second, first] = await translateDocs(dictionary, [{ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Терапевт' }] }] }, DOC], 'en');
    expect(docTexts(second)).toEqual(['Therapist']);
    expect(docTexts(first)).toEqual(['About the clinic', 'We ', 'treat', ' ', 'children.', 'Booking', 'Visit', 'Price']);
    const expected = withDocTexts(DOC, ['About the clinic', 'We ', 'treat', ' ', 'children.', 'Booking', 'Visit', 'Price']);
    expect(first).toEqual(expected);
    // The same shape as the original apart from the texts: marks, attributes and node types.
    expect(JSON.stringify(first).replace(/"text":"[^"]*"/g, '')).toBe(JSON.stringify(DOC).replace(/"text":"[^"]*"/g, ''));
  });
});
