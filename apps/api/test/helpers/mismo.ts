import { answerEntries, type Flow, type FlowValues } from '@northgate/form-engine/core';
import { Lens } from '../../src/modules/mismo/binding.ts';
import { readMismo, parseMessage } from '../../src/modules/mismo/import.ts';
import { mismoXml, type FlowMapping } from '../../src/modules/mismo/message.ts';
import { boundPatterns, XLINK_LABEL, type ReadElement } from '../../src/modules/mismo/walk.ts';

/*
 * What the MISMO tests check on every flow's export: that what goes out comes back, that the
 * xlink graph holds, and every option of every choice MISMO carries, written one at a time.
 */

export const createdAt = new Date('2026-11-25T21:00:00.000Z');
export const exportOf = (mapping: FlowMapping, answers: Record<string, unknown>) =>
  mismoXml(mapping, { answers, reference: 'NG-7K3M9Q', createdAt });

/** Each shown answer of a flow by its place ('propertyInformation.purchasePrice'). */
function shownAnswers(flow: Flow, answers: FlowValues) {
  return new Map(
    flow.steps.flatMap((step) =>
      answerEntries(step.schema, answers[step.id]).map(
        (entry) => [[step.id, ...entry.path].join('.'), entry] as const,
      ),
    ),
  );
}

/** An answer with its blank parts dropped and its keys in order, to compare what is said, not how it is stored. */
function said(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(said);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, part]) => part !== '' && part !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, part]) => [key, said(part)]),
    );
  return value;
}

/**
 * Exports the answers, reads the file back (after `inTransit`, for a test that tampers with it),
 * and lists every shown answer that did not come back as given. Left out by design: a drawn signature's picture (it stays in the signed PDF) and a
 * sensitive answer MISMO has no data point for (the file holds it masked).
 */
export function roundTripLosses(
  mapping: FlowMapping,
  answers: FlowValues,
  inTransit: (xml: string) => string = (xml) => xml,
): string[] {
  const back = shownAnswers(
    mapping.flow,
    readMismo(mapping, inTransit(exportOf(mapping, answers))) as FlowValues,
  );
  const given = shownAnswers(mapping.flow, answers);
  const losses: string[] = [];
  for (const [place, entry] of given) {
    let value = entry.value;
    if (entry.declaration.kind === 'signature' && typeof value === 'object' && value !== null) {
      const { image: _picture, ...rest } = value as Record<string, unknown>;
      value = rest;
    }
    const returned = back.get(place)?.value;
    if (JSON.stringify(said(returned)) === JSON.stringify(said(value))) continue;
    if (returned === undefined && entry.declaration.sensitivity !== undefined) continue;
    losses.push(`${place}: ${JSON.stringify(value)} came back as ${JSON.stringify(returned)}`);
  }
  for (const place of back.keys()) if (!given.has(place)) losses.push(`${place}: read back but never given`);
  return losses;
}

/**
 * The same answers once per option of every choice the MISMO elements carry, so every enumeration
 * value we write is checked against the schema, not only the fixture's. A choice shown only after
 * another is changed (a state of formation, asked for some company types) is reached too.
 */
export function choiceVariants(mapping: FlowMapping, answers: FlowValues): FlowValues[] {
  const bound = boundPatterns(mapping.deal(''));
  const tried = new Set<string>();
  const variants: FlowValues[] = [];
  const queue: FlowValues[] = [answers];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const step of mapping.flow.steps) {
      for (const entry of answerEntries(step.schema, next[step.id])) {
        const pattern = [step.id, ...entry.path.map((part) => (/^\d+$/.test(part) ? '*' : part))].join('.');
        const options = entry.declaration.options;
        if (options === undefined || !(bound.has(pattern) || bound.has(`${pattern}.*`))) continue;
        const place = [step.id, ...entry.path.map((part) => (/^\d+$/.test(part) ? Number(part) : part))];
        for (const option of options) {
          if (tried.has(`${place.join('.')}=${option.value}`)) continue;
          tried.add(`${place.join('.')}=${option.value}`);
          const variant = structuredClone(next) as Record<string, unknown>;
          new Lens(place).write(
            variant,
            entry.declaration.kind === 'choices' ? [option.value] : option.value,
          );
          variants.push(variant as FlowValues);
          queue.push(variant as FlowValues);
        }
      }
    }
  }
  return variants;
}

function elements(root: ReadElement): ReadElement[] {
  return [root, ...root.children.flatMap(elements)];
}

const roleType = (role: ReadElement) =>
  role.children
    .find((child) => child.name === 'ROLE_DETAIL')
    ?.children.find((child) => child.name === 'PartyRoleType')?.text;

/**
 * What is wrong with a file's xlink graph, which the schema does not check: labels used twice,
 * arcs naming no label, and any asset, liability, expense or party not tied to a borrower.
 */
export function relationshipProblems(xml: string): string[] {
  const all = elements(parseMessage(xml));
  const problems: string[] = [];
  const labelled = new Map<string, ReadElement>();
  for (const element of all) {
    const label = element.attributes[XLINK_LABEL];
    if (label === undefined) continue;
    if (labelled.has(label)) problems.push(`label ${label} is used twice`);
    labelled.set(label, element);
  }
  const arcs = all.filter((element) => element.name === 'RELATIONSHIP').map((arc) => arc.attributes);
  for (const arc of arcs)
    for (const end of [arc['xlink:from'], arc['xlink:to']])
      if (end === undefined || !labelled.has(end))
        problems.push(`a relationship names ${String(end)}, which no element has`);
  const borrowers = new Set(
    [...labelled]
      .filter(([, element]) => element.name === 'ROLE' && roleType(element) === 'Borrower')
      .map(([label]) => label),
  );
  if (borrowers.size === 0) problems.push('no party plays the borrower');
  const tiedToBorrower = (label: string) =>
    arcs.some((arc) => arc['xlink:from'] === label && borrowers.has(arc['xlink:to'] ?? ''));
  for (const element of all) {
    const label = element.attributes[XLINK_LABEL];
    if (
      ['ASSET', 'LIABILITY', 'EXPENSE'].includes(element.name) &&
      (label === undefined || !tiedToBorrower(label))
    )
      problems.push(`${element.name} ${label ?? '(unlabelled)'} is tied to no borrower`);
    if (element.name === 'PARTY') {
      const roles = element.children.find((child) => child.name === 'ROLES')?.children ?? [];
      if (roles.length === 0) problems.push(`PARTY ${label ?? ''} plays no role`);
      for (const role of roles) {
        const roleLabel = role.attributes[XLINK_LABEL];
        if (roleLabel === undefined) problems.push(`a ROLE of PARTY ${label ?? ''} has no label`);
        else if (!borrowers.has(roleLabel) && !tiedToBorrower(roleLabel))
          problems.push(`the ${roleType(role) ?? ''} role ${roleLabel} is tied to no borrower`);
      }
    }
  }
  return problems;
}
