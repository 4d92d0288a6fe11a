#!/usr/bin/env node
// Prints, for each MISMO type named, its child elements in the order the B324 schema requires
// (and an enumeration's values): `node scripts/mismo-children.mjs PARTY ROLE_DETAIL PartyRoleBase`.
// It reads the vendored schema in docs/standards/mismo-3.4-b324; the export's builders follow it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const schemas = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/standards/mismo-3.4-b324');
const complex = readFileSync(join(schemas, 'MISMOComplexTypesB324.xsd'), 'utf8');
const enumerated = readFileSync(join(schemas, 'MISMOEnumeratedTypesB324.xsd'), 'utf8');

for (const name of process.argv.slice(2)) {
  const simple = new RegExp(`<xsd:simpleType name="${name}">([\\s\\S]*?)</xsd:simpleType>`).exec(enumerated);
  if (simple) {
    console.log(`${name}: ${[...simple[1].matchAll(/value="([^"]+)"/g)].map((m) => m[1]).join(', ')}`);
    continue;
  }
  const type = new RegExp(`<xsd:complexType name="${name}">([\\s\\S]*?)</xsd:complexType>`).exec(complex);
  if (!type) {
    console.log(`${name}: not a type of the schema`);
    continue;
  }
  const children = [...type[1].matchAll(/<xsd:element name="([^"]+)" type="([^"]+)"/g)].map(
    ([, element, of]) => (element === of || of.startsWith('xsd:') ? element : `${element} (${of})`),
  );
  const attributes = [...type[1].matchAll(/<xsd:attribute name="([^"]+)"/g)].map((m) => `@${m[1]}`);
  console.log(`${name}: ${[...children, ...attributes].join(', ')}`);
}
