import { answerEntries, maskedWords, type Flow, type FlowValues } from '@northgate/form-engine/core';
import type { Node } from './binding.ts';
import { writeNodes, type Written } from './walk.ts';
import { element, toXmlDocument, type XmlElement } from './xml.ts';

/*
 * A MISMO 3.4 message (reference model B324) for one application: MESSAGE > ABOUT_VERSIONS and
 * DEAL_SETS > DEAL_SET > DEALS > DEAL, the flow's bound containers, the RELATIONSHIPS tying each
 * asset, liability, expense and party to its role, and in DEAL's EXTENSION every answer MISMO
 * cannot say, in our own namespace (docs/decisions/0037-mismo-3.4-export.md).
 */

export const MISMO_NAMESPACE = 'http://www.mismo.org/residential/2009/schemas';
export const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';
/** Our extension's namespace: what MISMO has no data point for, kept with the borrower's words. */
export const EXTENSION_NAMESPACE = 'urn:northgate-lending:mismo-extension:1';
/** MISMO 3.4 build 324, the version Fannie Mae's and Freddie Mac's ULAD imports name. */
export const MISMO_REFERENCE_MODEL = '3.4.032420160128';

/** "ASSET_IsAssociatedWith_ROLE": how an arc reads in MISMO's arcrole vocabulary. */
export const arcrole = (from: string, to: string) =>
  `urn:fdc:mismo.org:2009:residential/${from}_IsAssociatedWith_${to}`;

/** Ties every written element whose label matches `from` to the element labelled `to`. */
export interface Relationship {
  readonly from: RegExp;
  readonly to: string;
  readonly arcrole: string;
}

/** How one flow's answers become a DEAL. */
export interface FlowMapping {
  readonly flow: Flow;
  /** What the message says it holds ("Northgate investment loan application"). */
  readonly name: string;
  /** DEAL's containers, ASSETS to PARTIES, in the schema's order; `reference` is the lender's loan number. */
  readonly deal: (reference: string) => readonly Node[];
  readonly relationships: readonly Relationship[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function withoutPicture({ image: _image, ...rest }: Record<string, unknown>): Record<string, unknown> {
  return rest;
}

/** Whether the MISMO elements carry an answer exactly: itself, or for an answer made of parts (an address, a list of choices), every part it has. */
function carried(value: unknown, place: string, exact: ReadonlySet<string>): boolean {
  if (exact.has(place)) return true;
  if (Array.isArray(value))
    return value.length > 0 && value.every((item, index) => carried(item, `${place}.${index}`, exact));
  if (!isRecord(value)) return false;
  return Object.entries(value).every(
    ([key, part]) => part === '' || part === undefined || carried(part, `${place}.${key}`, exact),
  );
}

/**
 * The extension: each answer the bindings do not carry (or carry with a MISMO word several of ours
 * share), with its step, its place and the question asked, its value as typed (JSON). A sensitive
 * answer MISMO does not carry is masked here as everywhere; a one-time code is left out.
 */
function extension(mapping: FlowMapping, answers: FlowValues, written: Written): XmlElement | undefined {
  const entries: XmlElement[] = [];
  for (const step of mapping.flow.steps) {
    for (const entry of answerEntries(step.schema, answers[step.id])) {
      if (carried(entry.value, [step.id, ...entry.path].join('.'), written.exact)) continue;
      const { shown, words } = maskedWords(entry.declaration, entry.value, 'copy');
      if (shown === 'left out') continue;
      // A drawn signature stays in the signed PDF copy; the file says who signed and when.
      const value =
        entry.declaration.kind === 'signature' && isRecord(entry.value)
          ? withoutPicture(entry.value)
          : entry.value;
      const question =
        typeof entry.declaration.question === 'string'
          ? entry.declaration.question
          : entry.declaration.question(entry.context);
      entries.push({
        name: 'ng:ANSWER',
        attributes: {
          'ng:StepId': step.id,
          'ng:Path': entry.path.join('.'),
          'ng:Question': question,
          ...(shown === 'masked' && { 'ng:Masked': 'true' }),
        },
        text: shown === 'masked' ? (words ?? '') : JSON.stringify(value),
      });
    }
  }
  if (entries.length === 0) return undefined;
  return {
    name: 'EXTENSION',
    children: [
      {
        name: 'OTHER',
        children: [
          { name: 'ng:APPLICATION_ANSWERS', attributes: { 'ng:FlowId': mapping.flow.id }, children: entries },
        ],
      },
    ],
  };
}

function relationships(mapping: FlowMapping, written: Written): XmlElement | undefined {
  const labels = new Set(written.labels);
  const arcs: XmlElement[] = [];
  for (const rule of mapping.relationships) {
    if (!labels.has(rule.to)) continue;
    for (const label of written.labels) {
      if (!rule.from.test(label) || label === rule.to) continue;
      arcs.push({
        name: 'RELATIONSHIP',
        attributes: { 'xlink:arcrole': rule.arcrole, 'xlink:from': label, 'xlink:to': rule.to },
      });
    }
  }
  return arcs.length === 0 ? undefined : { name: 'RELATIONSHIPS', children: arcs };
}

export interface MismoInput {
  /** The submitted application's answers, by step, as stored (decrypted). */
  readonly answers: Record<string, unknown>;
  /** The application's reference, sent as the lender's loan identifier. */
  readonly reference: string;
  readonly createdAt: Date;
}

/** The application as a MISMO 3.4 XML message. Pure: answers in, text out. */
export function mismoXml(mapping: FlowMapping, { answers, reference, createdAt }: MismoInput): string {
  const written: Written = { labels: [], exact: new Set() };
  const containers = writeNodes(mapping.deal(reference), answers, written);
  const deal = element('DEAL', [
    ...containers,
    relationships(mapping, written),
    extension(mapping, answers as FlowValues, written),
  ]);
  const message = element(
    'MESSAGE',
    [
      element('ABOUT_VERSIONS', [
        element('ABOUT_VERSION', [
          { name: 'CreatedDatetime', text: createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z') },
          { name: 'DataVersionName', text: mapping.name },
        ]),
      ]),
      element('DEAL_SETS', [element('DEAL_SET', [element('DEALS', [deal])])]),
    ],
    {
      xmlns: MISMO_NAMESPACE,
      'xmlns:xlink': XLINK_NAMESPACE,
      'xmlns:ng': EXTENSION_NAMESPACE,
      MISMOReferenceModelIdentifier: MISMO_REFERENCE_MODEL,
    },
  ) as XmlElement;
  return toXmlDocument(message);
}

export { isRecord };
