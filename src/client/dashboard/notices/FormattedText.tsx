/**
 * A notice's text with only its simple formatting rendered (issue 19, point 5): **bold**,
 * *italic*, lines starting with "- " as a bullet list, line breaks and blank-line paragraphs.
 * Everything is built as React elements from plain strings, never as HTML, so any HTML or
 * script in a notice is shown as the text it is.
 */
import { Fragment, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

type Block = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

const BULLET = /^\s*[-•]\s+/;

/** Lines grouped into paragraphs (split by blank lines) and bullet lists. */
export function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const last = blocks.at(-1);
    if (BULLET.test(line)) {
      const item = line.replace(BULLET, '');
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else if (line.trim() === '') {
      if (last) blocks.push({ kind: 'paragraph', lines: [] });
    } else if (last?.kind === 'paragraph') {
      last.lines.push(line);
    } else {
      blocks.push({ kind: 'paragraph', lines: [line] });
    }
  }
  return blocks.filter((block) => block.kind === 'list' || block.lines.length > 0);
}

/** **bold** first (so its stars are not read as italics), then *italic*. */
const INLINE = /\*\*(.+?)\*\*|\*(\S(?:.*?\S)?)\*/g;

/** One line's text with its bold and italic parts as elements. */
export function inline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    const start = match.index;
    if (start > at) nodes.push(text.slice(at, start));
    const [, bold, italic] = match;
    nodes.push(
      bold !== undefined ? <strong key={start}>{bold}</strong> : <em key={start}>{italic}</em>,
    );
    at = start + match[0].length;
  }
  if (at < text.length) nodes.push(text.slice(at));
  return nodes;
}

export function FormattedText({ text }: { text: string }) {
  return (
    <Box sx={{ overflowWrap: 'anywhere', '& ul': { pl: 3, my: 1 } }}>
      {blocksOf(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{inline(item)}</li>
            ))}
          </ul>
        ) : (
          <Typography key={index} sx={{ mb: 1.5 }}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {inline(line)}
              </Fragment>
            ))}
          </Typography>
        ),
      )}
    </Box>
  );
}
