// The contract's build: openapi/src/*.yaml (common.yaml + one file per domain) → openapi/openapi.yaml
// (the bundled document the server and the type generator read) and packages/api/src/codes.gen.ts.
//
// What the sources may say, and what this script adds:
// - a response declares its payload only: `x-data: <schema>` (or `x-data: null`), or `x-list: <item
//   schema>` for a paged list; the `{ code, msg, data }` envelope around it is generated here, one
//   pattern for all. A hand-written `application/json` envelope is refused.
// - each operation's policy sits on the operation: `x-auth` (required), `x-cache` (tags of a public
//   read kept in the short-lived cache), `x-invalidates` (tags a successful write makes stale),
//   `x-rate-limit` ({ max, window }), `x-trim` (body fields trimmed before validation).
// - the error codes are listed once, as `x-codes` in common.yaml; the `ErrorCode` schema and the
//   `ErrorCode` constant in packages/api are generated from that list.
//
//   node scripts/contract.mjs           write openapi/openapi.yaml and packages/api/src/codes.gen.ts
//   node scripts/contract.mjs --check   fail when either is stale (used by `pnpm check:drift`)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
// CONTRACT_SRC: another source folder (the tests check that bad sources are refused).
const srcDir = process.env.CONTRACT_SRC ? path.resolve(process.env.CONTRACT_SRC) : path.join(root, 'openapi/src');
const bundlePath = path.join(root, 'openapi/openapi.yaml');
const codesPath = path.join(root, 'packages/api/src/codes.gen.ts');
const check = process.argv.includes('--check');

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const WINDOW = /^[1-9]\d* (second|minute|hour|day)s?$/;
const problems = [];
const problem = (where, what) => problems.push(`${where}: ${what}`);

function load(file) {
  return parse(fs.readFileSync(path.join(srcDir, file), 'utf8')) ?? {};
}

// 1. Merge: common.yaml is the base; each domain file brings paths and schemas, never twice.
const doc = load('common.yaml');
doc.paths = {};
doc.components.schemas ??= {};
const origin = new Map(Object.keys(doc.components.schemas).map((name) => [name, 'common.yaml']));
const domainFiles = fs
  .readdirSync(srcDir)
  .filter((f) => f.endsWith('.yaml') && f !== 'common.yaml')
  .sort();
for (const file of domainFiles) {
  const part = load(file);
  for (const key of Object.keys(part))
    if (!['paths', 'components', 'tags'].includes(key)) problem(file, `unexpected top-level key '${key}'`);
  // A feature may declare its own tag (name and description) beside its paths.
  for (const tag of part.tags ?? []) {
    if (doc.tags.some((t) => t.name === tag.name)) problem(file, `tag ${tag.name} is declared twice`);
    doc.tags.push(tag);
  }
  for (const [p, item] of Object.entries(part.paths ?? {})) {
    if (doc.paths[p]) problem(file, `path ${p} is also in another file`);
    doc.paths[p] = item;
  }
  for (const [name, schema] of Object.entries(part.components?.schemas ?? {})) {
    if (origin.has(name)) problem(file, `schema ${name} is also in ${origin.get(name)}`);
    origin.set(name, file);
    doc.components.schemas[name] = schema;
  }
  for (const key of Object.keys(part.components ?? {})) if (key !== 'schemas') problem(file, `components.${key} belong in common.yaml`);
}

// 2. Error codes, once.
const codes = doc['x-codes'] ?? [];
delete doc['x-codes'];
if (!codes.length) problem('common.yaml', 'x-codes is empty');
const codeNames = new Set();
for (const c of codes) {
  if (!Number.isInteger(c.code) || !/^[A-Z][A-Za-z]+$/.test(c.name ?? '') || !c.description)
    problem('x-codes', `bad entry ${JSON.stringify(c)}`);
  if (codeNames.has(c.name) || codes.filter((d) => d.code === c.code).length > 1) problem('x-codes', `duplicate ${c.name}`);
  codeNames.add(c.name);
}
doc.components.schemas = {
  ErrorCode: {
    type: 'integer',
    description: ['| code | meaning |', '|---|---|', ...codes.map((c) => `| ${c.code} | ${c.description} |`)].join('\n') + '\n',
    enum: codes.map((c) => c.code),
    'x-enum-varnames': codes.map((c) => c.name),
  },
  ...doc.components.schemas,
};

// 3. Operations: policy checked, envelopes generated.
const permissions = Object.keys(doc.components.schemas.Permission?.properties ?? {});
const AUTH = new Set(['anonymous', 'user', 'owner', 'reviewer', 'admin', 'staff', ...permissions.map((p) => `creator:${p}`)]);
const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
const envelopeOf = (data) => ({
  allOf: [ref('EnvelopeBase'), { type: 'object', required: ['data'], properties: { data } }],
});
const cacheTags = new Set();
const invalidated = [];
const operationIds = new Set();
for (const [p, item] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(item)) {
    const where = `${method.toUpperCase()} ${p}`;
    if (!METHODS.includes(method)) {
      problem(where, `unexpected key '${method}'`);
      continue;
    }
    if (!op.operationId) problem(where, 'no operationId');
    else if (operationIds.has(op.operationId)) problem(where, `operationId ${op.operationId} used twice`);
    operationIds.add(op.operationId);
    if (!AUTH.has(op['x-auth'])) problem(where, `x-auth must be one of ${[...AUTH].join(', ')}`);
    const tags = op['x-cache'];
    if (tags !== undefined) {
      if (method !== 'get' || op['x-auth'] !== 'anonymous') problem(where, 'x-cache is for public GET reads only');
      if (!Array.isArray(tags) || !tags.length || !tags.every((t) => typeof t === 'string')) problem(where, 'x-cache is a list of tags');
      else tags.forEach((t) => cacheTags.add(t));
    }
    const inv = op['x-invalidates'];
    if (inv !== undefined) {
      if (method === 'get') problem(where, 'a read cannot invalidate');
      if (!Array.isArray(inv) || !inv.length) problem(where, 'x-invalidates is a list of tags');
      else invalidated.push([where, inv]);
    }
    const limit = op['x-rate-limit'];
    if (limit !== undefined) {
      const keys = Object.keys(limit ?? {})
        .sort()
        .join(',');
      if (keys !== 'max,window' || !Number.isInteger(limit.max) || limit.max < 1 || !WINDOW.test(String(limit.window)))
        problem(where, "x-rate-limit is { max: <whole number>, window: '<n> second|minute|hour|day[s]' }");
    }
    const trim = op['x-trim'];
    if (trim !== undefined) {
      const body = op.requestBody?.content?.['application/json'];
      if (!body) problem(where, 'x-trim needs a JSON body');
      if (!Array.isArray(trim) || !trim.every((f) => typeof f === 'string')) problem(where, 'x-trim is a list of field names');
    }
    for (const [status, response] of Object.entries(op.responses ?? {})) {
      const has = ['x-data', 'x-list'].filter((k) => k in response);
      const json = response.content?.['application/json'];
      // A file response may fall back to the shared error envelope; any other JSON body is generated.
      if (json && json.schema?.$ref !== '#/components/schemas/ErrorEnvelope')
        problem(where, `response ${status}: declare its payload with x-data or x-list; the envelope is generated`);
      if (has.length > 1) problem(where, `response ${status}: x-data and x-list together`);
      if (has[0] === 'x-data') {
        const data = response['x-data'] === null ? { type: 'null' } : response['x-data'];
        delete response['x-data'];
        response.content = { 'application/json': { schema: envelopeOf(data) }, ...response.content };
      } else if (has[0] === 'x-list') {
        const item = response['x-list'];
        delete response['x-list'];
        const list = {
          allOf: [ref('ListMeta'), { type: 'object', required: ['list'], properties: { list: { type: 'array', items: item } } }],
        };
        response.content = { 'application/json': { schema: envelopeOf(list) }, ...response.content };
      } else if (status === '200' && !response.content) problem(where, 'response 200 declares no x-data, x-list or content');
    }
  }
}
for (const [where, tags] of invalidated)
  for (const t of tags) if (!cacheTags.has(t)) problem(where, `x-invalidates '${t}', which no x-cache read uses`);

if (problems.length) {
  console.error(`The contract has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

// 4. Bundle with redocly (resolves and checks every $ref), then write with the generated header.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'spw-contract-'));
try {
  const merged = path.join(tmp, 'merged.yaml');
  const bundled = path.join(tmp, 'openapi.yaml');
  fs.writeFileSync(merged, stringify(doc, { lineWidth: 0 }));
  execFileSync(path.join(root, 'node_modules/.bin/redocly'), ['bundle', merged, '-o', bundled], { stdio: 'pipe' });
  const header = '# GENERATED by `pnpm gen:api` from openapi/src/*.yaml: do not edit. Edit the source files and run it again.\n';
  const bundle = header + fs.readFileSync(bundled, 'utf8');
  const codesTs = [
    '// GENERATED by `pnpm gen:api` from x-codes in openapi/src/common.yaml: do not edit.',
    '',
    "/** The contract's error codes by name. */",
    'export const ErrorCode = {',
    ...codes.map((c) => `  /** ${c.description.replace(/\*\//g, '* /')} */\n  ${c.name}: ${c.code},`),
    '} as const;',
    '',
    'export type ErrorCodeName = keyof typeof ErrorCode;',
    'export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];',
    '',
  ].join('\n');
  const outputs = [
    [bundlePath, bundle],
    [codesPath, codesTs],
  ];
  // Written through prettier so that `pnpm format:check` agrees with what is generated.
  for (const [file, text] of outputs) {
    const staged = path.join(tmp, path.basename(file));
    fs.writeFileSync(staged, text);
    execFileSync(
      path.join(root, 'node_modules/.bin/prettier'),
      ['--write', staged, '--config', path.join(root, '.prettierrc.json'), '--log-level', 'warn'],
      {
        stdio: 'pipe',
      },
    );
    const formatted = fs.readFileSync(staged, 'utf8');
    if (check) {
      const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      if (current !== formatted)
        problems.push(`${path.relative(root, file)} is out of date with openapi/src: run \`pnpm gen:api\` and commit.`);
    } else {
      fs.writeFileSync(file, formatted);
    }
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  check
    ? 'The bundled contract and the error codes match openapi/src.'
    : `Bundled ${domainFiles.length + 1} files, ${operationIds.size} operations, into openapi/openapi.yaml.`,
);
