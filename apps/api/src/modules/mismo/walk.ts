import type { Node } from './binding.ts';
import type { XmlElement } from './xml.ts';

/*
 * The two walks over a bound MISMO tree: writing answers into elements, and reading elements back
 * into answers. A container is written only when something bound inside it has an answer, so a
 * blank answer never leaves an empty element behind (MISMO wants none); one holding only fixed
 * words, or marked `always` (a party's role), is written whenever its parent is.
 */

export const XLINK_LABEL = 'xlink:label';
/** More entries than any list of any flow takes: a file claiming more is not read past it. */
export const MAX_ENTRIES = 100;

export interface Written {
  /** Every label given to a written element, in document order. */
  readonly labels: string[];
  /**
   * The answers a data point holds exactly (its text reads back as the answer given), by place
   * ('typeOfMortgage.loanAmount'). Every other answer also goes to the extension: one MISMO word
   * for several of ours, a yearly amount written monthly, an option with no MISMO word.
   */
  readonly exact: Set<string>;
}

interface Output {
  readonly elements: XmlElement[];
  /** Whether an answer (not only fixed words) was written. */
  readonly data: boolean;
  /** The labels of the elements written, kept only if an ancestor is written too. */
  readonly labels: readonly string[];
}

const none: Output = { elements: [], data: false, labels: [] };

export function writeNodes(nodes: readonly Node[], answers: unknown, written: Written): XmlElement[] {
  const outputs = nodes.map((node) => writeNode(node, answers, written));
  written.labels.push(...outputs.flatMap((output) => output.labels));
  return outputs.flatMap((output) => output.elements);
}

/** Whether a node holds nothing but fixed words (a role's type): written whenever its parent is. */
function onlyFixed(node: Node): boolean {
  return node.kind === 'fixed' || (node.kind === 'element' && node.children.every(onlyFixed));
}

function writeNode(node: Node, answers: unknown, written: Written, label?: string): Output {
  switch (node.kind) {
    case 'element': {
      const outputs = node.children.map((child) => writeNode(child, answers, written));
      const data = outputs.some((output) => output.data);
      if (!data && !node.always && !onlyFixed(node)) return none;
      const name = label ?? node.label;
      const attributes = { ...(name === undefined ? {} : { [XLINK_LABEL]: name }), ...node.attributes };
      return {
        elements: [
          {
            name: node.name,
            children: outputs.flatMap((output) => output.elements),
            ...(Object.keys(attributes).length > 0 && { attributes }),
          },
        ],
        data,
        labels: [...(name === undefined ? [] : [name]), ...outputs.flatMap((output) => output.labels)],
      };
    }
    case 'point': {
      const value = node.lens.read(answers);
      const text = node.codec.out(value);
      if (text === undefined) return none;
      if (sameAnswer(node.codec.in(text), value)) written.exact.add(node.lens.path.join('.'));
      return { elements: [{ name: node.name, text }], data: true, labels: [] };
    }
    case 'fixed':
      return { elements: [{ name: node.name, text: node.text }], data: false, labels: [] };
    case 'computed': {
      const text = node.value(answers);
      return text === undefined ? none : { elements: [{ name: node.name, text }], data: true, labels: [] };
    }
    case 'derived': {
      const elements = [...node.write(answers)];
      return { elements, data: elements.length > 0, labels: [] };
    }
    case 'list': {
      const entries = node.lens.read(answers);
      if (!Array.isArray(entries)) return none;
      const outputs = entries.map((_, index) =>
        writeNode(
          node.item(node.lens.item(index) as never, index),
          answers,
          written,
          `${node.label}_${index + 1}`,
        ),
      );
      return {
        elements: outputs.flatMap((output) => output.elements),
        data: outputs.some((output) => output.data),
        labels: outputs.flatMap((output) => output.labels),
      };
    }
    case 'when':
      return node.test(answers) ? writeNode(node.node, answers, written, label) : none;
  }
}

/** An element as the import reads it. */
export interface ReadElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly ReadElement[];
  readonly text: string;
}

/** Reads the answers `nodes` bind out of `parent`'s children into `answers`. */
export function readNodes(
  nodes: readonly Node[],
  parent: ReadElement,
  answers: Record<string, unknown>,
): void {
  for (const node of nodes) readNode(node, parent, answers);
}

function readNode(node: Node, parent: ReadElement, answers: Record<string, unknown>): void {
  switch (node.kind) {
    case 'element': {
      // A labelled element is found by its label; others by their name and fixed words (the
      // HOUSING_EXPENSE whose type is Rent), each fitting one read (they hold different answers).
      const found = parent.children.filter((child) =>
        node.label === undefined
          ? child.attributes[XLINK_LABEL] === undefined && fits(node, child)
          : child.name === node.name && child.attributes[XLINK_LABEL] === node.label,
      );
      for (const child of found) readNodes(node.children, child, answers);
      return;
    }
    case 'point': {
      const found = parent.children.find((child) => child.name === node.name);
      if (found !== undefined) node.lens.write(answers, node.codec.in(found.text));
      return;
    }
    case 'list': {
      const pattern = new RegExp(`^${node.label}_(\\d+)$`);
      for (const child of parent.children) {
        const position = pattern.exec(child.attributes[XLINK_LABEL] ?? '')?.[1];
        if (position === undefined) continue;
        const index = Number(position) - 1;
        if (index >= MAX_ENTRIES) continue;
        const item = node.item(node.lens.item(index), index);
        if (item.kind === 'element' && item.name === child.name) readNodes(item.children, child, answers);
      }
      return;
    }
    case 'when':
      readNode(node.node, parent, answers);
      return;
    case 'fixed':
    case 'computed':
    case 'derived':
      return;
  }
}

/**
 * Whether `element` can be what `node` wrote: the same name and the same fixed words, looking into
 * the children it has one of (a HOUSING_EXPENSE's type, a CURRENT_INCOME_ITEM_DETAIL's).
 */
function fits(node: Node & { kind: 'element' }, element: ReadElement): boolean {
  if (element.name !== node.name) return false;
  const single = (name: string) =>
    node.children.filter((child) => child.kind === 'element' && child.name === name).length === 1;
  return node.children.every((child) => {
    if (child.kind === 'fixed')
      return element.children.some((found) => found.name === child.name && found.text === child.text);
    if (child.kind !== 'element' || child.label !== undefined || !single(child.name)) return true;
    const named = element.children.filter((found) => found.name === child.name);
    return named.length === 0 || named.some((found) => fits(child, found));
  });
}

/** Whether an answer read back from its MISMO text is the answer given (text compared trimmed). */
function sameAnswer(read: unknown, given: unknown): boolean {
  const plain = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
  return plain(read) === plain(given);
}

/** Every answer the nodes bind, as patterns ('assetsAndLiabilities.accounts.*.balance'). */
export function boundPatterns(nodes: readonly Node[]): Set<string> {
  const found = new Set<string>();
  const visit = (node: Node): void => {
    switch (node.kind) {
      case 'element':
        node.children.forEach(visit);
        return;
      case 'point':
        found.add(node.lens.pattern);
        return;
      case 'list':
        visit(node.item(node.lens.item(0), 0));
        return;
      case 'when':
        visit(node.node);
        return;
      case 'fixed':
      case 'computed':
      case 'derived':
        return;
    }
  };
  nodes.forEach(visit);
  return found;
}
