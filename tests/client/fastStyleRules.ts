/**
 * jsdom's getComputedStyle works out the cascade by matching every rule of every style sheet
 * against the element, one selector at a time: about 600 rules once Emotion has styled a
 * dashboard page, and jsdom's own defaults. Role queries (is it hidden? its accessible name) and
 * user-event's pointer-events check call it for element after element, and it was half of a
 * client test's time. When a selector's last compound names a tag or a class the element does
 * not have, this answers "no match" at once, which is what the full match answers; every other
 * selector still goes through jsdom's matcher.
 *
 * The matcher lives on jsdom's internal document object (helpers/style-rules.js calls
 * `document._domSelector.check`); if a jsdom version moves it, nothing is wrapped and the tests
 * only run slower.
 */

type Check = (selector: string, element: ElementImpl) => { match: boolean; pseudoElement: unknown };
interface ElementImpl {
  localName: string;
  getAttributeNS(namespace: null, name: string): string | null;
}

const NO_MATCH = Object.freeze({ match: false, pseudoElement: null });

/** Per selector: what each comma-separated part's last compound needs, or null. */
const needed = new Map<string, Needs[] | null>();

/** The selector's parts at its top level (outside brackets, parentheses and quotes). */
function topLevel(selector: string, onChar: (char: string, index: number) => void) {
  let depth = 0;
  let quote = '';
  for (let index = 0; index < selector.length; index++) {
    const char = selector[index]!;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0) onChar(char, index);
  }
}

/** What an element must be to match a compound selector: its tag name and its classes. */
interface Needs {
  tag: string | null;
  classes: string[];
}

function needsOfLastCompound(part: string): Needs | null {
  let start = 0;
  topLevel(part, (char, index) => {
    if (/[\s>+~]/.test(char)) start = index + 1;
  });
  let outside = '';
  topLevel(part.slice(start), (char) => (outside += char));
  const tag = /^[a-z][\w-]*/i.exec(outside)?.[0].toLowerCase() ?? null;
  const classes = [...outside.matchAll(/\.([\w-]+)/g)].map(([, name]) => name!);
  return tag || classes.length > 0 ? { tag, classes } : null;
}

function selectorNeeds(selector: string): Needs[] | null {
  // Escaped names, nesting and namespaces are left to jsdom.
  if (/[\\&|]/.test(selector)) return null;
  const parts: string[] = [];
  let from = 0;
  topLevel(selector, (char, index) => {
    if (char === ',') {
      parts.push(selector.slice(from, index).trim());
      from = index + 1;
    }
  });
  parts.push(selector.slice(from).trim());
  const needs = parts.map(needsOfLastCompound);
  return needs.every((part) => part !== null) ? (needs as Needs[]) : null;
}

let lastClassAttribute: string | null = null;
let lastClasses = new Set<string>();

function classesOf(element: ElementImpl): Set<string> {
  const attribute = element.getAttributeNS(null, 'class');
  if (attribute !== lastClassAttribute) {
    lastClassAttribute = attribute;
    lastClasses = new Set(attribute?.split(/\s+/) ?? []);
  }
  return lastClasses;
}

interface DocumentImpl {
  _domSelector?: { check?: Check };
}

function documentImpl(document: Document): DocumentImpl | undefined {
  const implSymbol = Object.getOwnPropertySymbols(document).find((s) => s.description === 'impl');
  return implSymbol && (document as unknown as Record<symbol, DocumentImpl>)[implSymbol];
}

export function skipUnmatchableRules(document: Document) {
  const domSelector = documentImpl(document)?._domSelector;
  const check = domSelector?.check;
  if (!domSelector || typeof check !== 'function') return;
  domSelector.check = (selector, element) => {
    let needs = needed.get(selector);
    if (needs === undefined) {
      needs = selectorNeeds(selector);
      needed.set(selector, needs);
    }
    if (needs) {
      const tag = element.localName.toLowerCase();
      const has = classesOf(element);
      const cannotMatch = (part: Needs) =>
        (part.tag !== null && part.tag !== tag) || part.classes.some((name) => !has.has(name));
      if (needs.every(cannotMatch)) return NO_MATCH;
    }
    return check(selector, element);
  };
}
