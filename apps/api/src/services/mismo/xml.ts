/** A small XML writer: enough for the MISMO export, with every text and attribute escaped. */
export interface XmlElement {
  name: string;
  attributes?: Record<string, string>;
  children?: XmlElement[];
  text?: string;
}

/** A child that may be absent: blank answers write no element at all. */
export type MaybeElement = XmlElement | undefined;

// XML 1.0 forbids most control characters even when escaped; a pasted one is dropped.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** An element holding other elements; one with none left is dropped, as MISMO wants no empty containers. */
export function element(
  name: string,
  children: MaybeElement[],
  attributes?: Record<string, string>,
): MaybeElement {
  const present = children.filter((child): child is XmlElement => child !== undefined);
  if (present.length === 0 && attributes === undefined) return undefined;
  return { name, children: present, ...(attributes === undefined ? {} : { attributes }) };
}

/** A data point: absent when the answer is blank. */
export function value(name: string, text: string | number | boolean | undefined | null): MaybeElement {
  if (text === undefined || text === null) return undefined;
  const written = typeof text === 'string' ? text.trim() : String(text);
  return written === '' ? undefined : { name, text: written };
}

function write(node: XmlElement, depth: number): string {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, text]) => ` ${key}="${escapeXml(text)}"`)
    .join('');
  if (node.text !== undefined)
    return `${indent}<${node.name}${attributes}>${escapeXml(node.text)}</${node.name}>`;
  const children = node.children ?? [];
  if (children.length === 0) return `${indent}<${node.name}${attributes}/>`;
  const inner = children.map((child) => write(child, depth + 1)).join('\n');
  return `${indent}<${node.name}${attributes}>\n${inner}\n${indent}</${node.name}>`;
}

export function toXmlDocument(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${write(root, 0)}\n`;
}
