/** The page heading of the list and form pages: the overview's h4, a size smaller on phones. */
export const headingStyle = {
  fontWeight: 700,
  mb: 2,
  fontSize: { xs: '1.75rem', sm: '2.125rem' },
} as const;
