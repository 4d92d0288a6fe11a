import { XMLBuilder } from 'fast-xml-parser';

/** An element of the MISMO message being written. */
export interface XmlElement {
  name: string;
  attributes?: Record<string, string>;
  children?: XmlElement[];
  text?: string;
}

// XML 1.0 forbids most control characters even when escaped; a pasted one is dropped.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** An element holding other elements; absent children are skipped, and with none left it is dropped. */
export function element(
  name: string,
  children: (XmlElement | undefined)[],
  attributes?: Record<string, string>,
): XmlElement | undefined {
  const present = children.filter((child): child is XmlElement => child !== undefined);
  if (present.length === 0 && attributes === undefined) return undefined;
  return { name, children: present, ...(attributes === undefined ? {} : { attributes }) };
}

// fast-xml-parser's builder escapes text and attributes; it takes elements in its ordered form.
const builder = new XMLBuilder({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
});

type Ordered = Record<string, unknown>;

function ordered(node: XmlElement): Ordered {
  const content =
    node.text !== undefined
      ? [{ '#text': node.text.replace(FORBIDDEN, '') }]
      : (node.children ?? []).map(ordered);
  const attributes = Object.fromEntries(
    Object.entries(node.attributes ?? {}).map(([key, text]) => [key, text.replace(FORBIDDEN, '')]),
  );
  return { [node.name]: content, ...(Object.keys(attributes).length > 0 && { ':@': attributes }) };
}

export function toXmlDocument(root: XmlElement): string {
  const declaration = { '?xml': [{ '#text': '' }], ':@': { version: '1.0', encoding: 'UTF-8' } };
  return `${builder.build([declaration, ordered(root)]).trim()}\n`;
}
