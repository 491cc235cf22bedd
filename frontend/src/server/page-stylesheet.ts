import postcss, { type ChildNode, type Container } from 'postcss';

/** A part of the stylesheet: kept on every page, kept when the page uses its classes, or a block (`@media`) of such parts. */
type Part = { kind: 'always'; css: string } | { kind: 'rule'; css: string; needs: string[][] } | { kind: 'block'; open: string; parts: Part[] };

/** A class in a selector, outside attribute values (`[href$=".pdf"]`) and `:not(…)` (which a page needs the absence of). */
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const ATTRIBUTES_AND_NEGATIONS = /\[[^\]]*\]|:not\([^)]*\)/g;

/** The classes a selector needs on the page, all of them, for it to match anything. */
function classesOf(selector: string): string[] {
  return [...selector.replace(ATTRIBUTES_AND_NEGATIONS, '').matchAll(CLASS)].map((match) => match[1]);
}

function partsOf(container: Container): Part[] {
  return (container.nodes ?? []).map((node: ChildNode): Part => {
    if (node.type === 'rule') return { kind: 'rule', css: node.toString(), needs: node.selectors.map(classesOf) };
    // @media and @supports hold rules of their own; @keyframes, @font-face and the like go whole.
    if (node.type === 'atrule' && (node.name === 'media' || node.name === 'supports') && node.nodes) {
      return { kind: 'block', open: `@${node.name} ${node.params}{`, parts: partsOf(node) };
    }
    return { kind: 'always', css: node.toString() };
  });
}

/** The classes in a page's markup (`class="a b"`, as React writes them). */
export function classesInMarkup(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const [, names] of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of names.split(' ')) if (name !== '') classes.add(name);
  }
  return classes;
}

/**
 * The storefront's stylesheet (the CSS modules Vite builds into one file), parsed once, to give a
 * page only the rules it uses: a rule stays when one of its selectors needs no class the page's
 * markup lacks; rules on elements alone, keyframes and the like always stay, each in its place, so
 * the rules a page gets cascade as they do in the whole stylesheet. A product page needs some
 * 27 kB of the 60, home and a collection some 18.
 */
export class PageStylesheet {
  private readonly parts: Part[];

  constructor(css: string) {
    this.parts = partsOf(postcss.parse(css));
  }

  /** The rules a page whose markup has these classes uses. */
  rulesFor(classes: ReadonlySet<string>): string {
    return written(this.parts, classes);
  }
}

function written(parts: Part[], classes: ReadonlySet<string>): string {
  let css = '';
  for (const part of parts) {
    if (part.kind === 'always') css += part.css;
    else if (part.kind === 'rule') {
      if (part.needs.some((needed) => needed.every((name) => classes.has(name)))) css += part.css;
    } else {
      const inner = written(part.parts, classes);
      if (inner !== '') css += `${part.open}${inner}}`;
    }
  }
  return css;
}
