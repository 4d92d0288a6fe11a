import { declarationAt } from '@northgate/form-engine/core';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Lens, type Path } from './binding.ts';
import type { FlowMapping } from './message.ts';
import { MAX_ENTRIES, readNodes, type ReadElement } from './walk.ts';

/*
 * Reading a MISMO 3.4 message back into an application's answers, through the same bindings the
 * export writes with: the DEAL's data points first, then our extension's answers (what MISMO could
 * not say, or said with a word several of ours share), which are the borrower's own. A file from
 * elsewhere (a broker's) has no extension; its MISMO data points still fill what they bind.
 */

export class MismoReadError extends Error {}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

type Ordered = Record<string, unknown>;

/** Element names without a namespace prefix (`mismo:DEAL` is DEAL); attributes keep theirs. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function toElement(node: Ordered): ReadElement | undefined {
  const name = Object.keys(node).find((key) => key !== ':@' && key !== '#text');
  if (name === undefined || name.startsWith('?')) return undefined;
  const content = node[name] as Ordered[];
  const attributes = (node[':@'] as Record<string, string> | undefined) ?? {};
  const text = content
    .map((child) => child['#text'])
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .join('');
  return {
    name: localName(name),
    attributes,
    children: content.map(toElement).filter((child): child is ReadElement => child !== undefined),
    text: String(text),
  };
}

const childNamed = (parent: ReadElement | undefined, ...names: string[]): ReadElement | undefined =>
  names.reduce<ReadElement | undefined>(
    (at, name) => at?.children.find((child) => child.name === name),
    parent,
  );

/** The message's root element, refusing what is not well-formed XML or declares entities. */
export function parseMessage(xml: string): ReadElement {
  if (/<!DOCTYPE/i.test(xml))
    throw new MismoReadError('The file declares a DOCTYPE, which a MISMO message never needs.');
  if (XMLValidator.validate(xml) !== true) throw new MismoReadError('The file is not well-formed XML.');
  const root = (parser.parse(xml) as Ordered[]).map(toElement).find((element) => element !== undefined);
  if (root?.name !== 'MESSAGE')
    throw new MismoReadError('The file is not a MISMO message (its root is not MESSAGE).');
  return root;
}

/** The first DEAL of the message. */
export function dealOf(message: ReadElement): ReadElement {
  const deal = childNamed(message, 'DEAL_SETS', 'DEAL_SET', 'DEALS', 'DEAL');
  if (deal === undefined) throw new MismoReadError('The message holds no DEAL.');
  return deal;
}

/** The flow the export names in its extension, if the file is one of ours. */
export function exportedFlowId(deal: ReadElement): string | undefined {
  return childNamed(deal, 'EXTENSION', 'OTHER', 'APPLICATION_ANSWERS')?.attributes['ng:FlowId'];
}

const pathOf = (stepId: string, path: string): Path => [
  stepId,
  ...(path === '' ? [] : path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))),
];

/** The application's answers, step by step, as the mapping's bindings and the extension give them. */
export function readMismo(mapping: FlowMapping, xml: string): Record<string, unknown> {
  const deal = dealOf(parseMessage(xml));
  const answers: Record<string, unknown> = {};
  readNodes(mapping.deal(''), deal, answers);
  const extension = childNamed(deal, 'EXTENSION', 'OTHER', 'APPLICATION_ANSWERS');
  for (const answer of extension?.children ?? []) {
    const stepId = answer.attributes['ng:StepId'];
    const path = answer.attributes['ng:Path'] ?? '';
    const step = mapping.flow.steps.find((candidate) => candidate.id === stepId);
    // Only fields the flow declares are read; a masked answer is not in the file and is never made up.
    if (answer.name !== 'ANSWER' || step === undefined || answer.attributes['ng:Masked'] === 'true') continue;
    const parts = path.split('.');
    if (
      declarationAt(step.schema, parts) === undefined ||
      parts.some((part) => /^\d+$/.test(part) && Number(part) >= MAX_ENTRIES)
    )
      continue;
    let value: unknown;
    try {
      value = JSON.parse(answer.text);
    } catch {
      throw new MismoReadError(
        `The answer to “${answer.attributes['ng:Question'] ?? path}” is not readable.`,
      );
    }
    new Lens(pathOf(step.id, path)).write(answers, value);
  }
  return answers;
}
