/**
 * The menu's order and nesting (issue 19 "Menu editor"), pure so the editor (in the browser) and
 * the API share it. The site renders two levels (components/site/site-nav.tsx: a top item and its
 * sub-items), so a tree is at most MENU_MAX_DEPTH deep.
 */
export const MENU_MAX_DEPTH = 2;

/** Where an item sits: its parent (null: top level); siblings keep the order they are listed in. */
export type MenuPlacement = { id: number; parentId: number | null };

export type MenuTreeProblem = 'unknown_item' | 'duplicate_item' | 'missing_item' | 'cycle' | 'too_deep';

/**
 * Why a whole-tree placement cannot be stored, or null: every stored item exactly once, parents
 * among them, no item its own ancestor, no deeper than the site renders.
 */
export function checkMenuTree(storedIds: Iterable<number>, placements: readonly MenuPlacement[]): MenuTreeProblem | null {
  const stored = new Set(storedIds);
  const parentOf = new Map<number, number | null>();
  for (const { id, parentId } of placements) {
    if (!stored.has(id)) return 'unknown_item';
    if (parentOf.has(id)) return 'duplicate_item';
    parentOf.set(id, parentId);
  }
  if (parentOf.size !== stored.size) return 'missing_item';
  for (const parentId of parentOf.values()) if (parentId !== null && !parentOf.has(parentId)) return 'unknown_item';
  for (const id of parentOf.keys()) {
    let depth = 1;
    const seen = new Set([id]);
    for (let parent = parentOf.get(id) ?? null; parent !== null; parent = parentOf.get(parent) ?? null) {
      if (seen.has(parent)) return 'cycle';
      seen.add(parent);
      depth += 1;
    }
    if (depth > MENU_MAX_DEPTH) return 'too_deep';
  }
  return null;
}

/** A nested tree node as the editor holds it. */
export type TreeNode<T> = T & { items: TreeNode<T>[] };

/** The placements of a nested tree, parents before children, siblings in order. */
export function flattenTree<T extends { id: number }>(nodes: readonly TreeNode<T>[], parentId: number | null = null): MenuPlacement[] {
  return nodes.flatMap((node) => [{ id: node.id, parentId }, ...flattenTree(node.items, node.id)]);
}

/** How deep a node's own subtree is (1 for a leaf). */
export function subtreeDepth<T>(node: TreeNode<T>): number {
  return 1 + Math.max(0, ...node.items.map(subtreeDepth));
}

export type TreeMove = 'up' | 'down' | 'indent' | 'outdent';

type Located<T> = { siblings: TreeNode<T>[]; index: number; parent: TreeNode<T> | null; parentSiblings: TreeNode<T>[] | null; parentIndex: number };

function locate<T extends { id: number }>(nodes: TreeNode<T>[], id: number, parent: TreeNode<T> | null = null, parentSiblings: TreeNode<T>[] | null = null, parentIndex = -1): Located<T> | null {
  const index = nodes.findIndex((node) => node.id === id);
  if (index >= 0) return { siblings: nodes, index, parent, parentSiblings, parentIndex };
  for (const [i, node] of nodes.entries()) {
    const found = locate(node.items, id, node, nodes, i);
    if (found) return found;
  }
  return null;
}

const clone = <T,>(nodes: TreeNode<T>[]): TreeNode<T>[] => nodes.map((node) => ({ ...node, items: clone(node.items) }));

const depthOfLevel = <T extends { id: number }>(nodes: TreeNode<T>[], id: number): number => {
  let depth = 0;
  for (let found = locate(nodes, id); found; found = found.parent ? locate(nodes, found.parent.id) : null) depth += 1;
  return depth;
};

/** Whether a move is possible: up/down within its siblings, indent under the previous sibling (within the depth), outdent to after its parent. */
export function canMove<T extends { id: number }>(nodes: TreeNode<T>[], id: number, move: TreeMove): boolean {
  const found = locate(nodes, id);
  if (!found) return false;
  const { siblings, index, parent } = found;
  if (move === 'up') return index > 0;
  if (move === 'down') return index < siblings.length - 1;
  if (move === 'outdent') return parent !== null;
  if (index === 0) return false;
  return depthOfLevel(nodes, id) + subtreeDepth(siblings[index]) <= MENU_MAX_DEPTH;
}

/** The tree after a move (a new tree; the same one when the move is not possible). */
export function moveInTree<T extends { id: number }>(nodes: TreeNode<T>[], id: number, move: TreeMove): TreeNode<T>[] {
  if (!canMove(nodes, id, move)) return nodes;
  const tree = clone(nodes);
  const { siblings, index, parentSiblings, parentIndex } = locate(tree, id)!;
  const [node] = siblings.splice(index, 1);
  if (move === 'up') siblings.splice(index - 1, 0, node);
  else if (move === 'down') siblings.splice(index + 1, 0, node);
  else if (move === 'indent') siblings[index - 1].items.push(node);
  else parentSiblings!.splice(parentIndex + 1, 0, node);
  return tree;
}

/** Moves a node to sit right before/after another (drag and drop); refused (same tree) when too deep or into itself. */
export function placeNear<T extends { id: number }>(nodes: TreeNode<T>[], id: number, targetId: number, where: 'before' | 'after'): TreeNode<T>[] {
  if (id === targetId) return nodes;
  const tree = clone(nodes);
  const from = locate(tree, id);
  if (!from) return nodes;
  const node = from.siblings[from.index];
  if (locate(node.items, targetId)) return nodes;
  from.siblings.splice(from.index, 1);
  const to = locate(tree, targetId);
  if (!to) return nodes;
  to.siblings.splice(to.index + (where === 'after' ? 1 : 0), 0, node);
  if (depthOfLevel(tree, id) + subtreeDepth(node) - 1 > MENU_MAX_DEPTH) return nodes;
  return tree;
}
