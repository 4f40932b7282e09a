/** SPEC 5: tooltip and popover placements are a side (or auto), optionally with -start or -end. */
export const PLACEMENT_SIDES = ['auto', 'top', 'bottom', 'left', 'right'] as const;
export type PlacementSide = (typeof PLACEMENT_SIDES)[number];
export type Side = Exclude<PlacementSide, 'auto'>;
export type Align = 'start' | 'center' | 'end';
export type Placement = PlacementSide | `${PlacementSide}-start` | `${PlacementSide}-end`;

export const PLACEMENTS: readonly Placement[] = PLACEMENT_SIDES.flatMap((side) => [side, `${side}-start`, `${side}-end`] as const);

export interface ParsedPlacement {
  side: PlacementSide;
  align: Align;
}

export function isPlacement(value: unknown): value is Placement {
  return typeof value === 'string' && (PLACEMENTS as readonly string[]).includes(value);
}

const FALLBACK: ParsedPlacement = { side: 'auto', align: 'center' };

/**
 * `top-start` -> { side: 'top', align: 'start' }. Values come from typed props, but also from
 * CMS data at run time: in development a wrong one throws so it is fixed at once; in
 * production it is logged and falls back to auto, so a visitor never sees a crash.
 */
export function parsePlacement(value: string): ParsedPlacement {
  if (!isPlacement(value)) {
    const message = `Invalid placement "${value}". Use one of: ${PLACEMENTS.join(', ')}.`;
    if (process.env.NODE_ENV !== 'production') throw new Error(message);
    console.error(message);
    return FALLBACK;
  }
  const [side, align] = value.split('-') as [PlacementSide, Align | undefined];
  return { side, align: align ?? 'center' };
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** `auto`: the side of the anchor with the most room in the viewport; bottom wins ties. */
export function pickAutoSide(anchor: Box, viewport: { width: number; height: number }): Side {
  const room: Record<Side, number> = {
    bottom: viewport.height - anchor.bottom,
    top: anchor.top,
    right: viewport.width - anchor.right,
    left: anchor.left,
  };
  return (Object.keys(room) as Side[]).reduce((best, side) => (room[side] > room[best] ? side : best), 'bottom');
}

const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/**
 * Where a small floating box (a tooltip) goes, in viewport coordinates: on `side` of the
 * anchor, flipped to the opposite side when only that one has room, aligned by `align`,
 * then kept `padding` px inside the viewport. The tooltip needs nothing more (no Radix).
 */
export function placeFloating(
  anchor: Box,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  side: Side,
  align: Align,
  padding = 8,
): { side: Side; top: number; left: number } {
  const room: Record<Side, number> = {
    top: anchor.top - padding,
    bottom: viewport.height - anchor.bottom - padding,
    left: anchor.left - padding,
    right: viewport.width - anchor.right - padding,
  };
  const needed = (s: Side) => (s === 'top' || s === 'bottom' ? size.height : size.width);
  const placed = room[side] < needed(side) && room[OPPOSITE[side]] >= needed(OPPOSITE[side]) ? OPPOSITE[side] : side;
  const clamp = (value: number, max: number) => Math.min(Math.max(value, padding), Math.max(padding, max - padding));
  if (placed === 'top' || placed === 'bottom') {
    const width = anchor.right - anchor.left;
    const left = align === 'start' ? anchor.left : align === 'end' ? anchor.right - size.width : anchor.left + (width - size.width) / 2;
    return { side: placed, top: placed === 'top' ? anchor.top - size.height : anchor.bottom, left: clamp(left, viewport.width - size.width) };
  }
  const height = anchor.bottom - anchor.top;
  const top = align === 'start' ? anchor.top : align === 'end' ? anchor.bottom - size.height : anchor.top + (height - size.height) / 2;
  return { side: placed, top: clamp(top, viewport.height - size.height), left: placed === 'left' ? anchor.left - size.width : anchor.right };
}
