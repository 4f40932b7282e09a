import { cleanup, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import ru from '@/messages/ru.json';

// jsdom lacks what the UI kit reads: PointerEvent coordinates and ResizeObserver (Radix Popper).
class PointerEventPolyfill extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
if (typeof window !== 'undefined' && !window.PointerEvent) {
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => cleanup());

function IntlWrapper({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="ru" messages={{ Ui: ru.Ui }}>
      {children}
    </NextIntlClientProvider>
  );
}

/** Renders (and rerenders) with the Russian `Ui` messages, as a layout's provider would. */
export function renderWithIntl(ui: ReactElement) {
  return render(ui, { wrapper: IntlWrapper });
}

/** Makes an element report this size, as a browser would after layout. */
export function mockSize(element: Element, { width = 0, height = 0 }: { width?: number; height?: number }) {
  element.getBoundingClientRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height, toJSON: () => ({}) });
}

export { ru };
