import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import uz from '@/messages/uz.json';

/** The four message files, for code that renders outside next-intl's providers. */
export const MESSAGES = { ru, kk, uz, en } as const;
export type Messages = typeof ru;
