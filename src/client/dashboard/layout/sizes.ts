/** Height of the dashboard header; the sidebar sticks just below it. */
export const HEADER_HEIGHT = 64;
