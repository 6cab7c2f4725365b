import { afterEach, describe, expect, it } from 'vitest';

// setup.ts installs skipUnmatchableRules on this document: the computed styles must stay what
// jsdom's full matcher answers.
const CSS = `
  .hidden-box { display: none; }
  p { visibility: hidden; }
  .card .title, span.shown { display: block; }
  .a.b { display: flex; }
  .wrap b:is(.inner, .core) { display: grid; }
  .panel:not(.open) { display: none; }
  [data-state="off"] { pointer-events: none; }
`;

function mount(html: string) {
  const style = document.createElement('style');
  style.textContent = CSS;
  document.head.append(style);
  document.body.innerHTML = html;
}

const display = (id: string) => getComputedStyle(document.getElementById(id)!).display;

afterEach(() => {
  document.head.querySelectorAll('style').forEach((style) => style.remove());
  document.body.innerHTML = '';
});

describe('computed styles with unmatchable rules skipped', () => {
  it('applies a class rule to the element with the class, not to one without', () => {
    mount('<div id="a" class="hidden-box x"></div><div id="b" class="x"></div>');
    expect(display('a')).toBe('none');
    expect(display('b')).toBe('block');
  });

  it('applies a tag rule only to that tag', () => {
    mount('<p id="p">text</p><div id="d">text</div>');
    expect(getComputedStyle(document.getElementById('p')!).visibility).toBe('hidden');
    expect(getComputedStyle(document.getElementById('d')!).visibility).toBe('visible');
  });

  it('matches any part of a selector list, and descendant and compound selectors', () => {
    mount(
      '<div class="card"><h2 id="t" class="title"></h2></div><h2 id="u" class="title"></h2>' +
        '<span id="s" class="shown"></span><em id="e" class="shown"></em>' +
        '<i id="ab" class="a b"></i><i id="a-only" class="a"></i>',
    );
    expect(display('t')).toBe('block');
    expect(display('u')).toBe('block'); // h2 is a block by jsdom's own rules
    expect(display('s')).toBe('block');
    expect(display('e')).toBe('inline');
    expect(display('ab')).toBe('flex');
    expect(display('a-only')).toBe('inline');
  });

  it('leaves classes inside :is() and :not() to the full matcher', () => {
    mount(
      '<div class="wrap"><b id="in" class="inner"></b><b id="core" class="core"></b></div>' +
        '<b id="out" class="inner"></b><b id="closed" class="panel"></b>' +
        '<b id="open" class="panel open"></b>',
    );
    expect(display('in')).toBe('grid');
    expect(display('core')).toBe('grid');
    expect(display('out')).toBe('inline');
    expect(display('closed')).toBe('none');
    expect(display('open')).toBe('inline');
  });

  it('matches attribute-only selectors', () => {
    mount('<button id="off" data-state="off"></button><button id="on"></button>');
    expect(getComputedStyle(document.getElementById('off')!).pointerEvents).toBe('none');
    expect(getComputedStyle(document.getElementById('on')!).pointerEvents).not.toBe('none');
  });
});
