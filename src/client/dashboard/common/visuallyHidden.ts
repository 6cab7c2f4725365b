/**
 * Styles that keep an element out of sight but read by screen readers (a column header's
 * 'Actions', the chart's table of figures). A table is never narrower than its cells: hidden in a
 * 1px box, it cannot widen the page.
 */
export const visuallyHidden = {
  position: 'absolute',
  // '1px', not 1: MUI reads a width or height of 1 as 100%.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
