import { describe, expect, it } from 'vitest';
import { explainMenu, type BuildMenuOptions } from '@/lib/menu/build-menu';
import { canMove, checkMenuTree, flattenTree, moveInTree, placeNear, type TreeNode } from '@/lib/menu/tree';
import type { MenuItemRecord } from '@/lib/menu/types';

const item = (id: number, extra: Partial<MenuItemRecord> = {}): MenuItemRecord => ({ id, name: { ru: `п${id}` }, typeCode: 12, relationType: 1, relationCode: null, alias: null, isHidden: false, items: [], ...extra });
const options = (company: Partial<BuildMenuOptions['company']> = {}, layout = 'landing'): BuildMenuOptions => ({
  locale: 'ru',
  companySlug: 'demo',
  isExternalHost: false,
  company: { emailForIssues: 'q@x.kz', isActiveOnlineEntry: true, ...company },
  layout,
  homeTitle: 'Главная',
});

describe('explainMenu: why the site leaves an item out (SPEC 2.5)', () => {
  it('names each reason and keeps buildMenu\'s menu', () => {
    const items = [
      item(1, { isHidden: true }),
      item(2, { relationType: 2, relationCode: null }),
      item(3, { typeCode: 7 }),
      item(4, { typeCode: 6 }),
      item(5, { typeCode: null, items: [item(51, { isHidden: true })] }),
      item(6, { isHidden: true, items: [item(61)] }),
      item(7, { relationType: 2, relationCode: 'gone' }),
      item(8),
    ];
    const { menu, items: explained } = explainMenu(items, { ...options({ emailForIssues: null, isActiveOnlineEntry: false }), materialCodes: new Set(['prices']) });
    expect(menu.map((entry) => entry.id)).toEqual(['home', 7, 8]);
    const reasons = Object.fromEntries(explained.map((entry) => [entry.id, entry.reason]));
    expect(reasons).toEqual({ 1: 'hidden', 2: 'material_without_code', 3: 'no_issue_email', 4: 'online_entry_off', 5: 'no_sub_items', 6: 'hidden', 7: null, 8: null });
    expect(explained[4].items[0].reason).toBe('hidden');
    expect(explained[5].items[0].reason).toBe('parent_not_shown');
    expect(explained[6]).toMatchObject({ shown: true, materialMissing: true, link: '/l/demo/materials/gone' });
    expect(explained[7]).toMatchObject({ shown: true, materialMissing: false, link: '/l/demo/contacts' });
  });

  it('the blog layout shows only Home', () => {
    const { menu, items } = explainMenu([item(1)], options({}, 'landing-blog'));
    expect(menu).toHaveLength(1);
    expect(items[0].reason).toBe('blog_layout');
  });
});

describe('menu tree checks', () => {
  it('refuses cycles, depth over two, and lists that are not every item once', () => {
    expect(checkMenuTree([1, 2, 3], [{ id: 1, parentId: null }, { id: 2, parentId: 1 }, { id: 3, parentId: null }])).toBeNull();
    expect(checkMenuTree([1, 2], [{ id: 1, parentId: 2 }, { id: 2, parentId: 1 }])).toBe('cycle');
    expect(checkMenuTree([1], [{ id: 1, parentId: 1 }])).toBe('cycle');
    expect(checkMenuTree([1, 2, 3], [{ id: 1, parentId: null }, { id: 2, parentId: 1 }, { id: 3, parentId: 2 }])).toBe('too_deep');
    expect(checkMenuTree([1, 2], [{ id: 1, parentId: null }])).toBe('missing_item');
    expect(checkMenuTree([1], [{ id: 1, parentId: null }, { id: 1, parentId: null }])).toBe('duplicate_item');
    expect(checkMenuTree([1], [{ id: 1, parentId: 9 }])).toBe('unknown_item');
  });

  const tree = (): TreeNode<{ id: number }>[] => [{ id: 1, items: [{ id: 11, items: [] }] }, { id: 2, items: [] }, { id: 3, items: [] }];

  it('moves by keyboard: up, down, indent under the previous sibling, outdent after the parent', () => {
    expect(flattenTree(moveInTree(tree(), 2, 'up')).map((p) => p.id)).toEqual([2, 1, 11, 3]);
    expect(flattenTree(moveInTree(tree(), 3, 'indent'))).toEqual([{ id: 1, parentId: null }, { id: 11, parentId: 1 }, { id: 2, parentId: null }, { id: 3, parentId: 2 }]);
    expect(flattenTree(moveInTree(tree(), 11, 'outdent'))).toEqual([{ id: 1, parentId: null }, { id: 11, parentId: null }, { id: 2, parentId: null }, { id: 3, parentId: null }]);
    // A parent cannot go under another item (three levels), nor the first item be indented.
    expect(canMove(tree(), 1, 'indent')).toBe(false);
    expect(canMove(moveInTree(tree(), 2, 'up'), 1, 'indent')).toBe(false);
    expect(canMove(tree(), 11, 'indent')).toBe(false);
    expect(canMove(tree(), 2, 'indent')).toBe(true);
    expect(canMove(tree(), 1, 'up')).toBe(false);
    expect(canMove(tree(), 3, 'down')).toBe(false);
  });

  it('drag and drop places near another item, never into itself or too deep', () => {
    expect(flattenTree(placeNear(tree(), 3, 11, 'after'))).toEqual([{ id: 1, parentId: null }, { id: 11, parentId: 1 }, { id: 3, parentId: 1 }, { id: 2, parentId: null }]);
    expect(placeNear(tree(), 1, 11, 'after')).toEqual(tree());
  });
});
