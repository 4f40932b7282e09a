import { describe, expect, it } from 'vitest';
import { fileWords, matchPhotoFile, matchPhotoFiles, type PhotoCandidate } from '@/lib/business/site/doctors/photo-match';

// The bulk photo upload's matching of file names to doctors (lib/business/site/doctors/photo-match.ts).
const doctors: PhotoCandidate[] = [
  { id: 1, names: ['Иванова Анна Сергеевна', 'Иванова Анна Сергеевна', 'Ivanova Anna Sergeevna'], slug: 'ivanova-anna' },
  { id: 2, names: ['Волков Дмитрий Андреевич'], slug: 'volkov-dmitriy' },
  { id: 3, names: ['Жумабекова Әсел Қайратқызы', 'Жұмабекова Әсел Қайратқызы'], slug: 'zhumabekova-asel' },
  { id: 4, names: ['Хасанов Отабек', 'Xasanov Otabek', 'Xasanov Otabek'], slug: 'khasanov-otabek' },
  { id: 5, names: ['Ёлкина Алёна Петровна'], slug: 'elkina-alena' },
  { id: 6, names: ['Сейткали Нурлан', 'Сейтқали Нұрлан'], slug: 'seitkali-nurlan' },
];

describe('matching a photo file to a doctor by name', () => {
  it('reads the words of a file name without the extension, numbers, underscores, dashes and the usual extra words', () => {
    expect(fileWords('IMG_2041 Фото-Иванова_Анна (1).JPG')).toEqual(['ivanova', 'ana']);
  });

  it('a Russian name in either order, any case, with underscores or dashes', () => {
    for (const file of ['Иванова Анна.jpg', 'анна_иванова.png', 'ИВАНОВА-АННА-СЕРГЕЕВНА.webp', 'Анна Сергеевна Иванова.jpeg']) {
      expect(matchPhotoFile(file, doctors), file).toEqual({ kind: 'matched', id: 1 });
    }
  });

  it('a Latin file name of a Cyrillic name, whichever transliteration (Dmitriy, Dmitry, Dmitrii)', () => {
    for (const file of ['volkov_dmitriy.jpg', 'Dmitry Volkov.jpg', 'volkov-dmitrii.png', 'dr.Volkov D.A.jpg']) {
      expect(matchPhotoFile(file, doctors), file).toEqual({ kind: 'matched', id: 2 });
    }
  });

  it('Kazakh letters: the Kazakh spelling, the Russian one and a Latin one meet', () => {
    for (const file of ['Жұмабекова Әсел.jpg', 'жумабекова асел.png', 'Zhumabekova_Asel.jpg', 'Asel Jumabekova.jpg']) {
      expect(matchPhotoFile(file, doctors), file).toEqual({ kind: 'matched', id: 3 });
    }
    expect(matchPhotoFile('Сейтқали Нұрлан.jpg', doctors)).toEqual({ kind: 'matched', id: 6 });
    expect(matchPhotoFile('Seytkali.jpg', doctors)).toEqual({ kind: 'matched', id: 6 });
  });

  it('Uzbek Latin (x for х) and the Russian spelling of the same name', () => {
    for (const file of ['Xasanov Otabek.jpg', 'Хасанов_Отабек.jpg', 'Otabek Khasanov.png', 'Hasanov.jpg']) {
      expect(matchPhotoFile(file, doctors), file).toEqual({ kind: 'matched', id: 4 });
    }
  });

  it('«ё» and «е» are one letter', () => {
    expect(matchPhotoFile('Елкина Алена.jpg', doctors)).toEqual({ kind: 'matched', id: 5 });
    expect(matchPhotoFile('ёлкина.jpg', doctors)).toEqual({ kind: 'matched', id: 5 });
  });

  it('a surname alone when one doctor has it; a first name alone is not a surname', () => {
    expect(matchPhotoFile('Волков.jpg', doctors)).toEqual({ kind: 'matched', id: 2 });
    expect(matchPhotoFile('Дмитрий.jpg', doctors)).toEqual({ kind: 'none' });
  });

  it('a surname two doctors share is ambiguous, never matched; the full name tells them apart', () => {
    const family = [...doctors, { id: 7, names: ['Иванова Мария Олеговна'], slug: 'ivanova-mariya' }];
    expect(matchPhotoFile('Иванова.jpg', family)).toEqual({ kind: 'ambiguous', reason: 'several_doctors', ids: [1, 7] });
    expect(matchPhotoFile('Мария Иванова.jpg', family)).toEqual({ kind: 'matched', id: 7 });
  });

  it('a name and surname two doctors share is ambiguous; the exact full name wins over a part', () => {
    const namesakes: PhotoCandidate[] = [
      { id: 1, names: ['Иванова Анна Сергеевна'] },
      { id: 2, names: ['Иванова Анна Петровна'] },
      { id: 3, names: ['Иванова Анна'] },
    ];
    expect(matchPhotoFile('Иванова Анна Петровна.jpg', namesakes)).toEqual({ kind: 'matched', id: 2 });
    expect(matchPhotoFile('Анна Иванова.jpg', namesakes)).toEqual({ kind: 'matched', id: 3 });
    expect(matchPhotoFile('Анна Иванова.jpg', namesakes.slice(0, 2))).toEqual({ kind: 'ambiguous', reason: 'several_doctors', ids: [1, 2] });
  });

  it('a file that names nobody, or only numbers, is not matched', () => {
    expect(matchPhotoFile('Петров Иван.jpg', doctors)).toEqual({ kind: 'none' });
    expect(matchPhotoFile('IMG_20240101_123456.jpg', doctors)).toEqual({ kind: 'none' });
    expect(matchPhotoFile('Иванова Анна.jpg', [])).toEqual({ kind: 'none' });
  });

  it('the page address counts as a name', () => {
    expect(matchPhotoFile('elkina-alena.webp', [{ id: 9, names: ['Доктор'], slug: 'elkina-alena' }])).toEqual({ kind: 'matched', id: 9 });
  });

  it('two files of one doctor: neither is taken automatically, each offers that doctor', () => {
    expect(matchPhotoFiles(['Волков.jpg', 'volkov_dmitriy_2.jpg', 'Иванова Анна.png'], doctors)).toEqual([
      { kind: 'ambiguous', reason: 'several_files', ids: [2] },
      { kind: 'ambiguous', reason: 'several_files', ids: [2] },
      { kind: 'matched', id: 1 },
    ]);
  });
});
