/**
 * The interface numbers of SPEC 9, in one place. Component tests assert each value through
 * behaviour (with literal numbers), so changing one here fails a named test.
 */

/** SPEC 9: a toast hides itself after 7000 ms unless its own delay says otherwise. */
export const TOAST_AUTO_HIDE_MS = 7000;

/** SPEC 2.9 and 9: a sideways swipe of at least 50 % of the toast width removes it. */
export const TOAST_SWIPE_DISMISS_RATIO = 0.5;

/** SPEC 2.9 and 9: a downward swipe of more than 35 % of the dialog height closes it. */
export const MODAL_SWIPE_CLOSE_RATIO = 0.35;

/** SPEC 9: the modal open and close animation, which also paces its state machine (SPEC 4). */
export const MODAL_ANIMATION_MS = 100;

/** SPEC 9: a tooltip shows at once. */
export const TOOLTIP_SHOW_DELAY_MS = 0;

/** SPEC 9: a hidden tooltip's content is unmounted this long after it hides. */
export const TOOLTIP_DISPOSE_TIMEOUT_MS = 1000;

/** SPEC 9: a menu popover hides this long after the pointer leaves it and its trigger. */
export const MENU_POPOVER_HIDE_DELAY_MS = 400;

// Navigation, reload and version checks in the browser (components/client, lib/client).
// Values marked "Ours" are not in SPEC 9; they are named so a test pins them too.

/** SPEC 9: the payload-reload guard lives 10 s, so a chunk error reloads once, never in a loop. */
export const RELOAD_GUARD_TTL_MS = 10_000;

/** SPEC 9: at most 4 route components preloaded (prefetched) at once. */
export const MAX_CONCURRENT_PRELOADS = 4;

/** SPEC 9: a navigation shorter than this shows no loading bar. */
export const LOADING_BAR_THROTTLE_MS = 200;
/** SPEC 9: the bar's progress animation reaches LOADING_BAR_MAX_ESTIMATE over this time. */
export const LOADING_BAR_DURATION_MS = 2_000;
/** SPEC 9: the full bar stays this long after the navigation finishes, then hides. */
export const LOADING_BAR_HIDE_DELAY_MS = 500;
/** SPEC 9: after hiding, the bar goes back to 0 after this delay (its fade-out). */
export const LOADING_BAR_RESET_DELAY_MS = 400;
/** Ours: the estimate stops short of 100 until the navigation really finishes. */
export const LOADING_BAR_MAX_ESTIMATE = 90;
/** Ours: how often the estimate advances; CSS smooths the steps in between. */
export const LOADING_BAR_TICK_MS = 100;

/** SPEC 9: the locale cookie is kept for 365 days (js-cookie counts in days). */
export const LOCALE_COOKIE_DAYS = 365;

/** Ours (SPEC 4 says "periodically"): builds/latest.json is checked every 5 minutes, and on focus. */
export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000;

