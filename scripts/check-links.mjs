#!/usr/bin/env node
// Fails, listing file:line, when the docs or code comments point at a file that is not there:
//   (a) a relative markdown link in a *.md file whose target does not exist;
//   (b) a repo path (apps/…, packages/…, tooling/…, docs/…, scripts/…, .github/…, .ci/…) written in a
//       *.md file or in a comment of a *.ts, *.tsx or *.mjs file that names no file or folder.
// A path in (b) may also be relative to the package the file belongs to, or to the package a
// `--filter <name>` on the same line runs in (`pnpm --filter @northgate/api exec tsx scripts/bench-login.ts`).
// Paths with a placeholder (`<flow>`, `*`, `{a,b}`, `…`) are skipped, and so are paths git ignores
// (build output such as apps/api/dist/server.mjs, local data), which exist only after a build.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MARKDOWN = /\.md$/;
const SOURCE = /\.(ts|tsx|mjs)$/;
const TOP_LEVEL = ['apps', 'packages', 'tooling', 'docs', 'scripts', '\\.github', '\\.ci'];
// A repo path: a top-level folder at the start of a word (not the tail of `../docs/…` or a URL).
const REPO_PATH = new RegExp(`(?<![\\w./@-])(?:${TOP_LEVEL.join('|')})/[^\\s\`'"()\\[\\],;|]*`, 'g');
const PLACEHOLDER = /[<>*{}$…]|\.\.\./;
// [text](target) and ![alt](target), with an optional "title"; reference definitions `[id]: target`.
const INLINE_LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE_LINK = /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(join(root, file)));

// Each workspace package's folder, by folder (to find a file's package) and by name (for --filter).
const packageDirs = files
  .filter((file) => /(^|\/)package\.json$/.test(file))
  .map((file) => posix.dirname(file));
const packageByName = new Map(
  packageDirs.map((dir) => [JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).name, dir]),
);
const packageOf = (file) =>
  packageDirs
    .filter((dir) => dir !== '.' && file.startsWith(`${dir}/`))
    .sort((a, b) => b.length - a.length)[0];
const filteredPackages = (line) =>
  [...line.matchAll(/--filter[= ]+([@\w/.-]+)/g)].map((m) => packageByName.get(m[1])).filter(Boolean);

/** Blanks out everything but comments (keeping line breaks), so only comments are searched. */
function commentsOnly(source) {
  const out = [];
  let i = 0;
  let previous = ''; // the last significant character outside comments, to tell a regex from a division
  const templates = []; // brace depth of each `${` we are inside
  const keep = (from, to) => out.push(source.slice(from, to));
  const blank = (from, to) => out.push(source.slice(from, to).replace(/[^\n]/g, ' '));
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      keep(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      keep(i, stop);
      i = stop;
    } else if (c === '"' || c === "'") {
      // Quoted strings end at their quote or, in JSX text ("Don't"), at the end of the line.
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      blank(i, j + 1);
      i = j + 1;
      previous = c;
    } else if (c === '`' || (c === '}' && templates.at(-1) === 0)) {
      if (c === '}') templates.pop();
      let j = i + 1;
      while (j < source.length && source[j] !== '`' && !(source[j] === '$' && source[j + 1] === '{')) {
        j += source[j] === '\\' ? 2 : 1;
      }
      if (source[j] === '$') {
        templates.push(0);
        j += 1;
      }
      blank(i, j + 1);
      i = j + 1;
      previous = '`';
    } else if (c === '/' && (previous === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(previous))) {
      // A regex literal: skip to its closing slash, past escapes and character classes.
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== '\n' && (inClass || source[j] !== '/')) {
        if (source[j] === '\\') j += 1;
        else if (source[j] === '[') inClass = true;
        else if (source[j] === ']') inClass = false;
        j += 1;
      }
      blank(i, j + 1);
      i = j + 1;
      previous = '/';
    } else {
      if (c === '{' && templates.length > 0) templates[templates.length - 1] += 1;
      if (c === '}' && templates.length > 0) templates[templates.length - 1] -= 1;
      if (/\S/.test(c)) previous = /[\w$]/.test(c) ? wordBefore(source, i + 1) : c;
      blank(i, i + 1);
      i += 1;
    }
  }
  return out.join('');
}

/** After `return`, `typeof` and the like a slash starts a regex; after any other word it divides. */
function wordBefore(source, end) {
  const word = /[\w$]+$/.exec(source.slice(Math.max(0, end - 12), end))?.[0] ?? '';
  return /^(return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$/.test(word) ? '(' : 'a';
}

/** Markdown with fenced code blocks and inline code blanked, so code that looks like a link is left alone. */
function withoutCode(markdown) {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
  });
}

const problems = [];
const candidates = []; // { file, line, targets (repo-relative; any one will do), shown }

for (const file of files) {
  const isMarkdown = MARKDOWN.test(file);
  if (!isMarkdown && !SOURCE.test(file)) continue;
  const text = readFileSync(join(root, file), 'utf8');
  if (isMarkdown) {
    withoutCode(text).forEach((line, index) => {
      const targets = [...line.matchAll(INLINE_LINK)].map((m) => m[1]);
      const reference = REFERENCE_LINK.exec(line);
      if (reference) targets.push(reference[1]);
      for (const raw of targets) {
        if (EXTERNAL.test(raw)) continue;
        const path = decodeURI(raw.replace(/[#?].*$/, ''));
        if (!path) continue;
        const target = path.startsWith('/') ? path.slice(1) : posix.join(posix.dirname(file), path);
        candidates.push({ file, line: index + 1, targets: [target], shown: `link ${raw}` });
      }
    });
  }
  const searched = isMarkdown ? text : commentsOnly(text);
  searched.split('\n').forEach((line, index) => {
    for (const [match] of line.matchAll(REPO_PATH)) {
      const path = match
        .replace(/[.:,;!?]+$/, '')
        .replace(/(?::\d+)+$/, '')
        .replace(/#.*$/, '');
      if (PLACEHOLDER.test(path)) continue;
      const bases = [packageOf(file), ...filteredPackages(line)].filter(Boolean);
      const targets = [path, ...bases.map((base) => posix.join(base, path))];
      candidates.push({ file, line: index + 1, targets, shown: path });
    }
  });
}

// A target outside the repository is missing for every other reader of it.
const outside = (target) => target === '..' || target.startsWith('../');
const exists = (target) => !outside(target) && existsSync(join(root, target));
const missing = candidates.filter(({ targets }) => !targets.some(exists));
// Build output and local data are named in docs but exist only after a build or a run. A trailing
// slash lets git match a folder pattern (`dist/`) to a folder that is not there yet.
const asked = [...new Set(missing.map(({ targets }) => targets[0]).filter((target) => !outside(target)))];
const ignored = new Set(
  spawnSync('git', ['check-ignore', '--stdin'], {
    cwd: root,
    encoding: 'utf8',
    input: asked.flatMap((target) => [target, `${target.replace(/\/$/, '')}/`]).join('\n'),
  })
    .stdout.split('\n')
    .filter(Boolean)
    .map((target) => target.replace(/\/$/, '')),
);
for (const { file, line, targets, shown } of missing) {
  if (!ignored.has(targets[0].replace(/\/$/, ''))) problems.push(`  ${file}:${line}  ${shown}`);
}

if (problems.length > 0) {
  console.error(`References to files that do not exist (${problems.length}):`);
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(`All ${candidates.length} file references in docs and comments point at files that exist.`);
