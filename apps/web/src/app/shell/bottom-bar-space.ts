/**
 * The height the app's bottom bar takes at the bottom of the screen (bottom-bar.tsx), safe
 * area included; 0 or unset when there is no bar. The page's padding, the scroll-to-top
 * button and the toasts keep clear of it.
 */
export const BOTTOM_BAR_SPACE_VAR = '--bottom-bar-space';
