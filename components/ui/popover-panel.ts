/** What every popover panel shares (the kit's Popover and the menu popover): place and look. */
export const POPOVER_PANEL = {
  sideOffset: 8,
  collisionPadding: 8,
  className: 'z-[70] max-w-[calc(100vw-1rem)] rounded-xl border border-gray-200 bg-white p-3 text-ink shadow-lg outline-none',
} as const;
