import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * What a person's walk through the product costs (issue 31's Done when): every screen the browser
 * showed, counted whether reached by a link, a redirect or the client router — a page with the
 * view its query opens (an item's editor at ?item=…, the photos at ?view=photos, an album at
 * ?album=…), the item's number not counting: an editor at ?item=new that takes its saved item's
 * number on saving is one screen — and every field the person typed into. Files chosen, boxes
 * ticked and buttons pressed are not typing; they are counted apart as the walk's other actions.
 * Every distinct address is kept as well, for the report.
 */
export class WalkRecorder {
  readonly screens: string[] = [];
  readonly addresses: string[] = [];
  readonly typed: string[] = [];
  actions = 0;

  constructor(page: Page) {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = new URL(frame.url());
      if (url.protocol === 'about:') return;
      const address = `${url.host}${url.pathname}${url.search}`;
      if (!this.addresses.includes(address)) this.addresses.push(address);
      const view = [...url.searchParams].map(([name, value]) => `${name}=${/^(\d+|new)$/.test(value) ? '…' : value}`).sort();
      const screen = `${url.host}${url.pathname}${view.length ? `?${view.join('&')}` : ''}`;
      if (!this.screens.includes(screen)) this.screens.push(screen);
    });
  }

  /** The person types `value` into the field. */
  async type(field: Locator, value: string, what: string) {
    this.typed.push(what);
    await field.fill(value);
  }

  /** A click, a tick, a file chosen: not typing. */
  async act<T>(action: Promise<T>): Promise<T> {
    this.actions += 1;
    return action;
  }

  /** The counts, written for the closing note to .data/test-results/onboarding-walk.json. */
  async report(extra: Record<string, unknown> = {}) {
    const result = { screens: this.screens.length, addresses: this.addresses.length, typedFields: this.typed.length, otherActions: this.actions, screenList: this.screens, addressList: this.addresses, typedList: this.typed, ...extra };
    const file = path.resolve('.data/test-results/onboarding-walk.json');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`onboarding walk: ${result.screens} screens (${result.addresses} addresses), ${result.typedFields} typed fields, ${result.otherActions} other actions`);
    return result;
  }
}
